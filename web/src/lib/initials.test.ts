import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('skips titles and honorifics', () => {
    expect(initialsOf('Mr Vikram Khanna')).toBe('VK');
    expect(initialsOf('Mrs. Shreya Gill')).toBe('SG');
    expect(initialsOf('Dr Kavita Rao')).toBe('KR');
    expect(initialsOf('Col. (Retd) Ajay Singh Rathore')).toBe('AR');
    expect(initialsOf('Lt Col Meera Iyer')).toBe('MI');
    expect(initialsOf('Smt Lakshmi Nair')).toBe('LN');
  });

  it('takes the first and last name of a plain name', () => {
    expect(initialsOf('Arjun Mehta')).toBe('AM');
    expect(initialsOf('Club Administrator')).toBe('CA');
    expect(initialsOf('asha')).toBe('A');
    expect(initialsOf('  Óscar   Núñez ')).toBe('ÓN');
  });

  it('keeps a name that is only a title, and an empty one', () => {
    expect(initialsOf('Dr')).toBe('D');
    expect(initialsOf('')).toBe('');
  });
});
