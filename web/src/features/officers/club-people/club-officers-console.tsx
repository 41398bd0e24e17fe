import { useState } from 'react';
import { CLUB_OFFICERS_PATH, type ClubOfficer } from '../../../../../common/club/club-officers';
import { parseClubOfficers } from '../../../lib/api/club-api';
import { ApiLoaded } from '../console/api-loaded';
import { ClubOfficerForm } from './club-officer-form';
import { createClubOfficer, deleteClubOfficer, reorderClubOfficers, updateClubOfficer, uploadPicture } from './club-people-api';
import { MoveButtons, moved } from '../console/move-buttons';
import { RecordConsole, withoutRecord, withRecord } from '../console/record-console';

const FRESH_NOTE = 'The officers and team pages show it within a minute.';

const ordered = (list: readonly ClubOfficer[]) => [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.role.localeCompare(b.role));

/** The club's officers with add, edit, move and delete. */
export default function ClubOfficersConsole() {
  return (
    <ApiLoaded url={CLUB_OFFICERS_PATH} parse={parseClubOfficers} what="officers">
      {(officers) => <OfficersEditor loaded={officers} />}
    </ApiLoaded>
  );
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old officers.
function OfficersEditor({ loaded }: { readonly loaded: readonly ClubOfficer[] }) {
  const [officers, setOfficers] = useState(() => ordered(loaded));

  async function move(officer: ClubOfficer, by: -1 | 1): Promise<ClubOfficer> {
    const next = moved(officers, officer, by);
    await reorderClubOfficers(next.map((entry) => entry.id));
    const placed = next.map((entry, sortOrder) => ({ ...entry, sortOrder }));
    setOfficers(placed);
    return placed.find((entry) => entry.id === officer.id) ?? officer;
  }

  return (
    <RecordConsole
      className="club-officers-console"
      heading="Officers"
      add="Add Officer"
      note={`In the order the officers page shows them. ${FRESH_NOTE}`}
      records={officers}
      empty="No officers are listed: the officers page says they will be listed after the election."
      title={(officer) => `${officer.role}: ${officer.name}`}
      media={(officer) =>
        officer.photo ? (
          <img className="record-console__picture" src={officer.photo.url} alt={`Portrait of ${officer.name}`} width={96} height={96} />
        ) : null
      }
      facts={(officer) => (
        <>
          <span>{officer.email}</span>
          <span>{officer.askAbout ? `Ask about: ${officer.askAbout}` : 'Not on the team page'}</span>
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      actions={(officer, title, run) => (
        <MoveButtons
          list={officers}
          record={officer}
          title={title}
          busy={run.busy(officer)}
          onMove={(by) => run.act(officer, () => move(officer, by), 'move the officer')}
        />
      )}
      form={(editing, done) =>
        'record' in editing ? (
          <ClubOfficerForm
            officer={editing.record}
            save={(body) => updateClubOfficer(editing.record.id, body)}
            uploadPicture={uploadPicture}
            {...done}
          />
        ) : (
          <ClubOfficerForm save={createClubOfficer} uploadPicture={uploadPicture} {...done} />
        )
      }
      onSaved={(officer) => setOfficers((current) => ordered(withRecord(current, officer)))}
      savedMessage={(officer, verb) => `${officer.role} ${verb}. ${FRESH_NOTE}`}
      remove={{
        run: (officer) => deleteClubOfficer(officer.id),
        done: (officer) => setOfficers((current) => withoutRecord(current, officer)),
        message: (officer) => `${officer.role} removed, with their uploaded photo. ${FRESH_NOTE}`,
        action: 'remove the officer',
        question: (_officer, title) => `Remove ${title}? Their photo is deleted too; this cannot be undone.`,
      }}
    />
  );
}
