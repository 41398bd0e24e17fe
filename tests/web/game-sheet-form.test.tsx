// The fixtures console's team sheet form: a player picked per shirt from the squad, counts per
// scorer, the running total against the club's score as it is typed (the common rule's words), a
// sheet the rule refuses never sent, and the server's refusal shown as it was said.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { Game } from '../../common/fixtures/fixtures';
import { type MatchSheet, sheetMessages } from '../../common/fixtures/match-sheet';
import { GameSheetForm } from '../../web/src/features/officers/fixtures/game-sheet-form';

const game: Game = {
  id: 'g1',
  start: clubTime(2026, 11, 7, 14),
  homeTeam: 'Lakeshore RFC',
  awayTeam: 'Chicago Blaze',
  homeScore: 12,
  awayScore: 22,
  venue: '',
  status: 'completed',
  gameType: 'regular',
  season: 2026,
};

const players = [
  { slug: 'sean-murphy', name: 'Sean Murphy' },
  { slug: 'patrick-walsh', name: 'Patrick Walsh' },
  { slug: 'eli-goldberg', name: 'Eli Goldberg' },
];

function renderForm(save: (sheet: MatchSheet) => Promise<Game>, initial: MatchSheet | null = null) {
  const onSaved = vi.fn();
  render(<GameSheetForm game={game} players={players} initial={initial} save={save} onSaved={onSaved} onCancel={() => {}} />);
  return onSaved;
}

const total = () => screen.getByText(/Scorers' points|do not add up/);

describe('the team sheet form', () => {
  it("adds up the scorers against the club's away score as they are typed, then sends the sheet", async () => {
    const save = vi.fn(async () => game);
    const onSaved = renderForm(save);

    await userEvent.selectOptions(screen.getByLabelText('Shirt 8'), 'sean-murphy');
    await userEvent.selectOptions(screen.getByLabelText('Shirt 10'), 'patrick-walsh');
    await userEvent.selectOptions(screen.getByLabelText('Shirt 16'), 'eli-goldberg');
    await userEvent.type(screen.getByLabelText('Sean Murphy: Tries'), '3');
    expect(total()).toHaveTextContent(sheetMessages.pointsMismatch(15, 22));
    await userEvent.type(screen.getByLabelText('Patrick Walsh: Cons'), '2');
    await userEvent.type(screen.getByLabelText('Patrick Walsh: Pens'), '1');
    expect(total()).toHaveTextContent("Scorers' points: 22, the club's score.");

    await userEvent.click(screen.getByRole('button', { name: 'Save Team Sheet' }));

    expect(save).toHaveBeenCalledWith({
      squad: [
        { shirt: 8, playerSlug: 'sean-murphy' },
        { shirt: 10, playerSlug: 'patrick-walsh' },
        { shirt: 16, playerSlug: 'eli-goldberg' },
      ],
      scorers: [
        { playerSlug: 'sean-murphy', tries: 3, conversions: 0, penalties: 0, dropGoals: 0 },
        { playerSlug: 'patrick-walsh', tries: 0, conversions: 2, penalties: 1, dropGoals: 0 },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith(game);
  });

  it('sends nothing the rule refuses: points short of the score, or a player picked twice', async () => {
    const save = vi.fn(async () => game);
    renderForm(save);
    await userEvent.selectOptions(screen.getByLabelText('Shirt 1'), 'sean-murphy');
    await userEvent.type(screen.getByLabelText('Sean Murphy: Tries'), '1');

    await userEvent.click(screen.getByRole('button', { name: 'Save Team Sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sheetMessages.pointsMismatch(5, 22));

    await userEvent.selectOptions(screen.getByLabelText('Shirt 2'), 'sean-murphy');
    await userEvent.click(screen.getByRole('button', { name: 'Save Team Sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sheetMessages.duplicatePlayer('sean-murphy'));
    expect(save).not.toHaveBeenCalled();
  });

  it('tells apart two players who share a name, in the shirts and the scorers', async () => {
    const save = vi.fn(async () => game);
    const twins = [...players, { slug: 'sean-murphy-2', name: 'Sean Murphy' }];
    render(<GameSheetForm game={game} players={twins} initial={null} save={save} onSaved={() => {}} onCancel={() => {}} />);

    await userEvent.selectOptions(screen.getByLabelText('Shirt 1'), 'Sean Murphy (sean-murphy-2)');
    await userEvent.selectOptions(screen.getByLabelText('Shirt 2'), 'Sean Murphy (sean-murphy)');
    await userEvent.type(screen.getByLabelText('Sean Murphy (sean-murphy-2): Tries'), '2');
    expect(screen.getByLabelText('Sean Murphy (sean-murphy): Tries')).toHaveValue(null);
    // A name nobody else has stays as it is.
    const shirt3 = [...(screen.getByLabelText('Shirt 3') as HTMLSelectElement).options].map((option) => option.text);
    expect(shirt3).toEqual(['—', 'Sean Murphy (sean-murphy)', 'Patrick Walsh', 'Eli Goldberg', 'Sean Murphy (sean-murphy-2)']);
  });

  it("shows the server's refusal in its own words, and opens on the game's saved sheet", async () => {
    const saved: MatchSheet = {
      squad: [{ shirt: 10, playerSlug: 'patrick-walsh' }],
      scorers: [{ playerSlug: 'patrick-walsh', tries: 3, conversions: 2, penalties: 0, dropGoals: 1 }],
    };
    const save = vi.fn(async () => {
      throw new Error('There is no player patrick-walsh on the squad.');
    });
    renderForm(save, saved);
    expect(screen.getByLabelText('Shirt 10')).toHaveValue('patrick-walsh');
    expect(screen.getByLabelText('Patrick Walsh: Drop goals')).toHaveValue(1);
    expect(total()).toHaveTextContent("Scorers' points: 22, the club's score.");

    await userEvent.click(screen.getByRole('button', { name: 'Save Team Sheet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the team sheet: There is no player patrick-walsh on the squad.',
    );
  });
});
