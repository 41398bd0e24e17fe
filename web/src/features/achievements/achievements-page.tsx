import { PageBanner } from '../../components/layout/page-banner';
import { AchievementTabs } from './achievement-tabs';
import { achievementTabs } from './achievements-data';
import './achievements.css';

export default function AchievementsPage() {
  return (
    <>
      <PageBanner title="OUR ACHIEVEMENTS" crumb="Achievements" />
      <section className="section" aria-labelledby="achievements-title">
        <div className="container">
          <span className="eyebrow">Honours board</span>
          <h2 id="achievements-title" className="section-title">
            Podium finishes, side by side
          </h2>
          <p className="achievements-intro">
            Every Blaze side chases silverware. Pick a team to see where it finished, who it met in the deciding match and when.
          </p>
          <AchievementTabs tabs={achievementTabs} />
        </div>
      </section>
    </>
  );
}
