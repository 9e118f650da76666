import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { Modal } from './Modal';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider locale="en" messages={en}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Dialog" onClose={() => setOpen(false)} testId="dialog">
          <input aria-label="Name" />
          <button type="button">Save</button>
        </Modal>
      )}
    </I18nProvider>
  );
}

describe('the modal keeps focus (WCAG 2.4.3, issue 26)', () => {
  it('goes round its own controls with Tab and Shift+Tab, and gives focus back to its opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByTestId('dialog');
    const name = screen.getByLabelText('Name');
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(name);
    save.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
