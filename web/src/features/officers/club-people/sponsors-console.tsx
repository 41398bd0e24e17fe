import { useId, useState } from 'react';
import {
  compareSponsors,
  type Sponsor,
  type SponsorList,
  sponsorsUrl,
  sponsorTierNames,
  sponsorTiers,
} from '../../../../../common/club/sponsors';
import { SelectField } from '../../../components/forms/field';
import { parseSponsorList } from '../../../lib/api/club-api';
import { ApiLoaded } from '../console/api-loaded';
import { createSponsor, deleteSponsor, reorderSponsors, updateSponsor, uploadPicture } from './club-people-api';
import { MoveButtons, moved } from '../console/move-buttons';
import { RecordConsole, withoutRecord, withRecord } from '../console/record-console';
import { SponsorForm } from './sponsor-form';

const FRESH_NOTE = 'The partners and about pages show it within a minute.';

/** One season's sponsors (the current one first) with add, edit, move within a tier and delete. */
export default function SponsorsConsole() {
  const [season, setSeason] = useState<number>();
  return (
    <ApiLoaded key={season ?? 'current'} url={sponsorsUrl(season)} parse={parseSponsorList} what="sponsors">
      {(list) => <SponsorsEditor loaded={list} onSeason={setSeason} />}
    </ApiLoaded>
  );
}

/** The seasons an officer picks from: two back, the one shown, and the next. */
function seasonChoices(season: number): number[] {
  return [season + 1, season, season - 1, season - 2];
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old sponsors.
function SponsorsEditor({ loaded, onSeason }: { readonly loaded: SponsorList; readonly onSeason: (season: number) => void }) {
  const { season } = loaded;
  const [sponsors, setSponsors] = useState(() => [...loaded.sponsors].sort(compareSponsors));
  const seasonId = useId();
  const tierOf = (sponsor: Sponsor) => sponsors.filter((entry) => entry.tier === sponsor.tier);

  async function move(sponsor: Sponsor, by: -1 | 1): Promise<Sponsor> {
    const tier = moved(tierOf(sponsor), sponsor, by);
    const next = sponsorTiers.flatMap((name) => (name === sponsor.tier ? tier : sponsors.filter((entry) => entry.tier === name)));
    await reorderSponsors(next.map((entry) => entry.id));
    const placed = next.map((entry, sortOrder) => ({ ...entry, sortOrder }));
    setSponsors(placed);
    return placed.find((entry) => entry.id === sponsor.id) ?? sponsor;
  }

  return (
    <RecordConsole
      className="sponsors-console"
      heading={`Sponsors of ${season}`}
      add="Add Sponsor"
      top={() => (
        <SelectField id={seasonId} label="Season" value={String(season)} onChange={(event) => onSeason(Number(event.target.value))}>
          {seasonChoices(season).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      )}
      note={`By tier, then in the order the partners page shows them; Up and Down move a sponsor within its tier. ${FRESH_NOTE}`}
      records={sponsors}
      empty={`No sponsors for ${season}: the partners page says they will be announced soon.`}
      title={(sponsor) => sponsor.name}
      media={(sponsor) =>
        sponsor.logo ? (
          <img className="record-console__picture" src={sponsor.logo.url} alt={`${sponsor.name} logo`} width={96} height={96} />
        ) : null
      }
      facts={(sponsor) => (
        <>
          <span>{sponsorTierNames[sponsor.tier]}</span>
          <span>{sponsor.link ?? 'No link'}</span>
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      actions={(sponsor, title, run) => (
        <MoveButtons
          list={tierOf(sponsor)}
          record={sponsor}
          title={title}
          busy={run.busy(sponsor)}
          onMove={(by) => run.act(sponsor, () => move(sponsor, by), 'move the sponsor')}
        />
      )}
      form={(editing, done) =>
        'record' in editing ? (
          <SponsorForm
            sponsor={editing.record}
            season={season}
            save={(body) => updateSponsor(editing.record.id, body)}
            uploadPicture={uploadPicture}
            {...done}
          />
        ) : (
          <SponsorForm season={season} save={createSponsor} uploadPicture={uploadPicture} {...done} />
        )
      }
      onSaved={(sponsor) =>
        setSponsors((current) =>
          (sponsor.season === season ? withRecord(current, sponsor) : withoutRecord(current, sponsor)).sort(compareSponsors),
        )
      }
      savedMessage={(sponsor, verb) =>
        `${sponsor.name} ${verb}.${sponsor.season === season ? '' : ` It is listed under ${sponsor.season} now.`} ${FRESH_NOTE}`
      }
      remove={{
        run: (sponsor) => deleteSponsor(sponsor.id),
        done: (sponsor) => setSponsors((current) => withoutRecord(current, sponsor)),
        message: (sponsor) => `${sponsor.name} removed, with its uploaded logo. ${FRESH_NOTE}`,
        action: 'remove the sponsor',
        question: (_sponsor, title) => `Remove ${title}? Its logo is deleted too; this cannot be undone.`,
      }}
    />
  );
}
