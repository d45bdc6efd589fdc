import { describe, expect, it } from 'vitest';
import { readCalculatorField } from '../calculator-fields';
import { AreaInput, CalculatorInputsSchema, CountInput, RateInput, SendQuoteInput } from './calculator';

const firstMessage = (
  r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } },
  key: string,
) => r.error?.issues.find((i) => i.path[0] === key)?.message;

describe('the calculator contract', () => {
  it('counts empty inputs as 0 and fills the default rate', () => {
    expect(CalculatorInputsSchema.parse({})).toEqual({
      beds: 0,
      bedrooms: 0,
      halfBathrooms: 0,
      fullBathrooms: 0,
      livingRooms: 0,
      kitchens: 0,
      exteriorFeatures: 0,
      extraSpaces: 0,
      carpetSqFt: 0,
      hardFloorsSqFt: 0,
      petAllowance: false,
      hourlyRate: 40,
    });
    expect(CountInput.parse('')).toBe(0);
    expect(CountInput.parse('  ')).toBe(0);
    expect(CountInput.parse(null)).toBe(0);
  });

  it('takes what a text input holds when it is plain digits', () => {
    expect(CountInput.parse('3')).toBe(3);
    expect(CountInput.parse(' 12 ')).toBe(12);
    expect(CalculatorInputsSchema.parse({ carpetSqFt: '1234', hourlyRate: '35' })).toMatchObject({
      carpetSqFt: 1234,
      hourlyRate: 35,
    });
  });

  it('refuses negative, fractional and odd numbers with a clear message, never coercing them', () => {
    for (const bad of ['-', '-1', '2.5', '1e2', '0x10', 'two', -1, 2.5, Number.NaN, true]) {
      const r = CountInput.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Enter a whole number, 0 or more.');
    }
    expect(CountInput.safeParse(51).error?.issues[0]?.message).toBe('Enter a number from 0 to 50.');
    expect(CountInput.parse(50)).toBe(50);
  });

  it('accepts any whole area from 0 to 5,000 and any whole rate from 20 to 100', () => {
    expect(CalculatorInputsSchema.parse({ carpetSqFt: 4999, hardFloorsSqFt: 5000, hourlyRate: 23 })).toMatchObject({
      carpetSqFt: 4999,
      hardFloorsSqFt: 5000,
      hourlyRate: 23,
    });
    const r = CalculatorInputsSchema.safeParse({ carpetSqFt: 5001, hardFloorsSqFt: -100, hourlyRate: 19 });
    expect(firstMessage(r, 'carpetSqFt')).toBe('Enter a whole number of square feet from 0 to 5,000.');
    expect(firstMessage(r, 'hardFloorsSqFt')).toBe('Enter a whole number of square feet from 0 to 5,000.');
    expect(firstMessage(r, 'hourlyRate')).toBe('Enter a whole dollar rate from $20 to $100.');
    expect(CalculatorInputsSchema.safeParse({ hourlyRate: 101 }).success).toBe(false);
    expect(CalculatorInputsSchema.safeParse({ hourlyRate: 40.5 }).success).toBe(false);
    expect(CalculatorInputsSchema.safeParse({ hourlyRate: '' }).success).toBe(false);
  });

  it('requires an email, then a valid one (spec §5), and normalises it', () => {
    expect(firstMessage(SendQuoteInput.safeParse({}), 'email')).toBe('Please enter your email to receive the quote.');
    expect(firstMessage(SendQuoteInput.safeParse({ email: '  ' }), 'email')).toBe(
      'Please enter your email to receive the quote.',
    );
    expect(firstMessage(SendQuoteInput.safeParse({ email: 'not-an-email' }), 'email')).toBe(
      'Please enter a valid email address.',
    );
    expect(SendQuoteInput.parse({ email: ' Sam@Example.COM ' }).email).toBe('sam@example.com');
  });

  it('takes an optional name and the tips choice, and drops any totals a client sends', () => {
    const parsed = SendQuoteInput.parse({
      email: 'a@example.com',
      name: '  ',
      subscribeToTips: true,
      totalPrice: 0.01,
      totalMinutes: 1,
      breakdown: [],
    });
    expect(parsed.name).toBeUndefined();
    expect(parsed.subscribeToTips).toBe(true);
    expect(parsed).not.toHaveProperty('totalPrice');
    expect(parsed).not.toHaveProperty('totalMinutes');
    expect(parsed).not.toHaveProperty('breakdown');
    expect(firstMessage(SendQuoteInput.safeParse({ email: 'a@example.com', name: 'x'.repeat(101) }), 'name')).toBe(
      'Use at most 100 characters for the name.',
    );
  });
});

describe('the calculator form’s reading without zod (core/calculator-fields.ts)', () => {
  const inputs: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    '0',
    '00',
    '007',
    ' 12 ',
    '3',
    '49',
    '50',
    '51',
    '99',
    '100',
    '101',
    '19',
    '20',
    '23',
    '35',
    '4999',
    '5000',
    '5001',
    '99999999999999999999',
    '-',
    '-1',
    '+1',
    '2.5',
    '1e2',
    '0x10',
    'two',
    '١٢',
    '\t7\n',
    -1,
    0,
    2.5,
    50,
    51,
    5000,
    5001,
    20,
    100,
    101,
    Number.NaN,
    Infinity,
    -Infinity,
    1e20,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    {},
    [],
    '[]',
  ];
  const cases = [
    ['beds', CountInput],
    ['carpetSqFt', AreaInput],
    ['hourlyRate', RateInput],
  ] as const;
  it.each(cases)('reads %s as its schema does: the same value, or the same first message', (field, schema) => {
    for (const input of inputs) {
      const parsed = schema.safeParse(input);
      const expected = parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message };
      expect(readCalculatorField(field, input), `${field} ${String(input)}`).toEqual(expected);
    }
  });
});
