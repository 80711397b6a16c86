import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fr } from 'react-day-picker/locale';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './date-range-picker';
import { FormField } from './form-field';

function Harness({ onChange, ...props }: Omit<DateRangePickerProps, 'value'>) {
  const [value, setValue] = useState<DateRangeValue>({});
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function dayButton(isoDate: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${isoDate}"] button`);
  if (!button) throw new Error(`No day button for ${isoDate}`);
  return button;
}

describe('DateRangePicker', () => {
  const minDate = new Date(2031, 4, 10);

  it('opens a calendar, disables days before minDate and reports the chosen range', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} minDate={minDate} placeholder="Choose your dates" />);

    fireEvent.click(screen.getByRole('button', { name: 'Choose your dates' }));
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeDefined();

    expect(dayButton('2031-05-09').disabled).toBe(true);
    expect(dayButton('2031-05-10').disabled).toBe(false);

    fireEvent.click(dayButton('2031-05-12'));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2031, 4, 12), to: undefined });

    fireEvent.click(dayButton('2031-05-15'));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2031, 4, 12), to: new Date(2031, 4, 15) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores clicks on days before minDate', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} minDate={minDate} />);

    fireEvent.click(screen.getByRole('button', { name: 'Select dates' }));
    fireEvent.click(dayButton('2031-05-08'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is named by a FormField label followed by the chosen range', () => {
    render(
      <FormField label="Dates" error="Choose your dates">
        <DateRangePicker
          value={{ from: new Date(2031, 4, 12), to: new Date(2031, 4, 15) }}
          onChange={() => {}}
        />
      </FormField>,
    );

    const trigger = screen.getByRole('button', { name: /^Dates .*2031$/ });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(trigger.hasAttribute('aria-required')).toBe(false);
  });

  it('speaks the given locale and formats the range with it', () => {
    render(
      <DateRangePicker
        locale={fr}
        value={{ from: new Date(2031, 4, 12), to: new Date(2031, 4, 15) }}
        onChange={() => {}}
        calendarLabel="Dates du séjour"
      />,
    );

    const trigger = screen.getByRole('button');
    const expected = new Intl.DateTimeFormat('fr', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).formatRange(new Date(2031, 4, 12), new Date(2031, 4, 15));
    expect(trigger.textContent).toBe(expected);

    fireEvent.click(trigger);
    expect(
      screen.getByRole('dialog', { name: 'Dates du séjour' }).querySelector('[lang="fr"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeDefined();
  });
});
