import { Link } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import { demoPlayers, positionLabels, teamRecord } from './team-single-data';
import './matches.css';
import { StaticPart } from '../../components/hydration/static-part';

export default function TeamSinglePage() {
  return (
    <>
      <PageBanner title="TEAM DETAILS" crumb="Team" />
      <StaticPart as="section" className="section" aria-labelledby="team-title">
        <div className="container team-intro">
          <img className="team-intro__crest" src="/img/crest.svg" alt="" width={512} height={512} decoding="async" />
          <div>
            <span className="eyebrow">This season, all adult sides</span>
            <h2 id="team-title">Blaze Rugby Club</h2>
            <p>
              The men's XV, women's XV and the Fossils train on Tuesday and Thursday evenings at the Lemont grounds and play their home
              matches there on Saturday afternoons.
            </p>
          </div>
        </div>
        <div className="container">
          <h3 className="visually-hidden">Season record</h3>
          <ul className="team-record">
            {teamRecord.map((tile) => (
              <li key={tile.label} className="team-record__tile">
                <span className="team-record__value">{tile.value}</span>
                <span className="team-record__label">{tile.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>
      <StaticPart as="section" className="section section--white" aria-labelledby="team-players-title">
        <div className="container">
          <h2 id="team-players-title" className="section-title">
            Players to watch
          </h2>
          <ul className="team-players">
            {demoPlayers.map((player) => (
              <li key={player.name} className="team-player">
                <img className="team-player__photo" src={player.photoUrl} alt="" width={400} height={400} loading="lazy" decoding="async" />
                <div className="team-player__body">
                  <h3 className="team-player__name">{player.name}</h3>
                  <span className="team-player__shirt">
                    <span className="visually-hidden">Shirt number </span>
                    {player.shirt}
                  </span>
                  <p className="team-player__position">
                    {positionLabels[player.position]}
                    <span className="team-player__side">{player.side}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="team-back">
            <Link to="/game-list">Back to all matches</Link>
          </p>
        </div>
      </StaticPart>
    </>
  );
}
