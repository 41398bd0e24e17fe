import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../web/src/components/ui/tabs';

const tabs = [
  { id: 'one', label: 'First', content: <p>first panel</p> },
  { id: 'two', label: 'Second', content: <p>second panel</p> },
  { id: 'three', label: 'Third', content: <p>third panel</p> },
];

function renderTabs() {
  render(<Tabs tabs={tabs} label="Example" block="example" />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
    panelText: (text: string) => screen.getByText(text).closest('[role="tabpanel"]'),
  };
}

function expectSelected(name: string) {
  for (const tab of screen.getAllByRole('tab')) {
    const isSelected = tab.textContent === name;
    expect(tab).toHaveAttribute('aria-selected', String(isSelected));
    expect(tab).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
  }
  expect(screen.getByRole('tab', { name })).toHaveFocus();
}

describe('Tabs', () => {
  it('starts on the first tab, with only its panel shown and labelled by it', () => {
    const { tab, panelText } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('First');
    expect(tab('First')).toHaveAttribute('aria-controls', panel.id);
    expect(panelText('second panel')).not.toBeVisible();
    expect(panelText('third panel')).not.toBeVisible();
  });

  it('moves with the arrow keys and wraps at both ends', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs();
    tab('First').focus();

    await user.keyboard('{ArrowRight}');
    expectSelected('Second');
    await user.keyboard('{ArrowRight}');
    expectSelected('Third');
    await user.keyboard('{ArrowRight}');
    expectSelected('First');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Third');
  });

  it('jumps to the last tab on End and the first on Home', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs();
    tab('First').focus();

    await user.keyboard('{End}');
    expectSelected('Third');
    await user.keyboard('{Home}');
    expectSelected('First');
  });

  it('shows only the selected tab’s panel', async () => {
    const user = userEvent.setup();
    const { tab, panelText } = renderTabs();
    tab('First').focus();

    await user.keyboard('{ArrowRight}');
    expect(panelText('second panel')).toBeVisible();
    expect(panelText('first panel')).not.toBeVisible();
    expect(panelText('third panel')).not.toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Second');
  });

  it('keeps one tab in the tab order, then moves into the panel', async () => {
    const user = userEvent.setup();
    const { tab } = renderTabs();
    await user.tab();
    expect(tab('First')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
