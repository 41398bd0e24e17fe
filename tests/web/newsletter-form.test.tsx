import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from '../../web/src/components/layout/newsletter-form';

describe('the footer newsletter form', () => {
  it('asks for a name and an email address, both required', () => {
    render(<NewsletterForm />);
    const name = screen.getByRole('textbox', { name: 'Your name (required)' });
    const email = screen.getByRole('textbox', { name: 'Your email (required)' });

    expect(name).toHaveAttribute('placeholder', 'Your Name *');
    expect(name).toHaveAttribute('name', 'newsName');
    expect(name).toBeRequired();
    expect(email).toHaveAttribute('placeholder', 'Your Email *');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'newsEmail');
    expect(email).toBeRequired();
  });

  it('offers the three topics as unticked checkboxes and a Send Message button', () => {
    render(<NewsletterForm />);
    const topics = screen.getByRole('group', { name: 'News about' });

    const boxes = within(topics).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['Corporation', 'Fossils', 'Rugby Club']);
    for (const label of ['Corporation', 'Fossils', 'Rugby Club']) {
      expect(within(topics).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('says sign-up is not connected yet instead of claiming the address was saved', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Your name (required)' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your email (required)' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Fossils' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent(/Thanks, Ada!.*nothing has been sent yet/);
  });
});
