import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { CodeInput } from './code-input';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** A parent that owns the value, as the flows do; `reset` clears it like a wrong code does. */
function Harness({ onComplete, resendIn = 60, onResend }: { onComplete(code: string): void; resendIn?: number; onResend?(): void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput value={value} onChange={setValue} onComplete={onComplete} resendIn={resendIn} onResend={onResend} />
      <div data-testid="value">{value}</div>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

const box = (index: number) => screen.getByTestId(`code-box-${index}`) as HTMLInputElement;
const boxValues = () => Array.from({ length: 6 }, (_, i) => box(i).value).join('');
const paste = (index: number, text: string) =>
  fireEvent.paste(box(index), { clipboardData: { getData: () => text } });

describe('CodeInput', () => {
  it('labels every box for assistive technology', () => {
    render(<Harness onComplete={() => {}} />);
    for (let i = 0; i < 6; i += 1) {
      expect(screen.getByLabelText(`Digit ${i + 1} of 6`)).toBe(box(i));
    }
  });

  it('advances to the next box after a digit and refuses letters', () => {
    render(<Harness onComplete={() => {}} />);
    fireEvent.change(box(0), { target: { value: '4' } });
    expect(box(0).value).toBe('4');
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('4');
  });

  it('moves on when a digit is typed over with the same digit (no change event comes)', () => {
    render(<Harness onComplete={() => {}} />);
    fireEvent.change(box(0), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '2' } });
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(0));
    fireEvent.keyDown(box(0), { key: '1' });
    expect(document.activeElement).toBe(box(1));
    expect(boxValues()).toBe('12');
  });

  it('steps back and clears the previous digit on Backspace in an empty box', () => {
    render(<Harness onComplete={() => {}} />);
    fireEvent.change(box(0), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(boxValues()).toBe('1');
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(boxValues()).toBe('');
    expect(document.activeElement).toBe(box(0));
  });

  it('keeps only the digits of a paste', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(0, ' 12-3a4 ');
    expect(boxValues()).toBe('1234');
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns and changes nothing when a paste holds more than six digits', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(0, '1234567');
    expect(boxValues()).toBe('');
    expect(screen.getByRole('status').textContent).toBe('The pasted code has more than 6 digits');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('verifies once when the sixth digit is typed', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    '65432'.split('').forEach((digit, i) => fireEvent.change(box(i), { target: { value: digit } }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(5), { target: { value: '1' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('verifies when a pasted code fills the sixth box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(0, 'Your code: 246810');
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('clears every box and returns to the first when the flow resets the value', () => {
    render(<Harness onComplete={() => {}} />);
    paste(0, '123');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(boxValues()).toBe('');
    expect(document.activeElement).toBe(box(0));
  });

  it('shows the countdown, then the resend link', () => {
    const onResend = vi.fn();
    const { rerender } = render(<CodeInput value="" onChange={() => {}} onComplete={() => {}} resendIn={42} onResend={onResend} />);
    expect(screen.getByText('Resend in 42 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    rerender(<CodeInput value="" onChange={() => {}} onComplete={() => {}} resendIn={0} onResend={onResend} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
