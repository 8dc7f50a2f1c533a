import { describe, expect, it } from 'vitest';
import { birthdayNumber, lifePath, nameNumber, personalYear } from './numerology.ts';

/**
 * Hand-worked published examples. Chaldean values: Cheiro's table (A=1 B=2 C=3 D=4 E=5 F=8 G=3
 * H=5 I=1 J=1 K=2 L=3 M=4 N=5 O=7 P=8 Q=1 R=2 S=3 T=4 U=6 V=6 W=6 X=5 Y=1 Z=7); Pythagorean
 * A-I = 1-9 repeating.
 */
describe('Chaldean name number', () => {
  it('ANITA: A1+N5+I1+T4+A1 = 12 -> 3 (the brief’s worked example)', () => {
    expect(nameNumber('Anita', 'chaldean')?.line).toBe('ANITA: A1+N5+I1+T4+A1 = 12 -> 3');
  });
  // imageflipfree.com "How Chaldean Numerology Works": RAHUL 17 + SHARMA 16 = 33 -> 6.
  it('RAHUL SHARMA = 33 -> 6', () => {
    const n = nameNumber('Rahul Sharma', 'chaldean');
    expect(n?.total).toBe(33);
    expect(n?.value).toBe(6);
    expect(n?.line).toBe('RAHUL SHARMA: R2+A1+H5+U6+L3 + S3+H5+A1+R2+M4+A1 = 33 -> 6');
  });
  // numerologyscience.com "Chaldean numerology": DONALD 4+7+5+1+3+4 = 24 -> 6.
  it('DONALD = 24 -> 6', () => {
    expect(nameNumber('Donald', 'chaldean')).toMatchObject({ total: 24, value: 6 });
  });
  // "Chaldean Numerology for Beginners" ch. 2: JOHN 18, ADAM 10, SMITH 17 (total 45 -> 9).
  it('JOHN ADAM SMITH = 18 + 10 + 17 = 45 -> 9', () => {
    expect(nameNumber('John', 'chaldean')?.total).toBe(18);
    expect(nameNumber('Adam', 'chaldean')?.total).toBe(10);
    expect(nameNumber('Smith', 'chaldean')?.total).toBe(17);
    expect(nameNumber('John Adam Smith', 'chaldean')).toMatchObject({ total: 45, value: 9 });
  });
  it('drops accents and refuses other scripts', () => {
    expect(nameNumber('José', 'chaldean')?.line).toBe('JOSE: J1+O7+S3+E5 = 16 -> 7');
    expect(nameNumber('अनीता', 'chaldean')).toBeNull();
    expect(nameNumber('அனிதா', 'chaldean')).toBeNull();
    expect(nameNumber('あにた', 'chaldean')).toBeNull();
  });
});

describe('Pythagorean name number', () => {
  // numerologia.io "Mathematics of names": ANNA TORRES = 44 -> 8.
  it('ANNA TORRES = 44 -> 8', () => {
    expect(nameNumber('Anna Torres', 'pythagorean')).toMatchObject({ total: 44, value: 8 });
  });
  // myoracular.com "Pythagorean numerology": SARAH 1+1+9+1+8 = 20 -> 2.
  it('SARAH = 20 -> 2', () => {
    expect(nameNumber('Sarah', 'pythagorean')?.line).toBe('SARAH: S1+A1+R9+A1+H8 = 20 -> 2');
  });
  // numerologyscience.com: ROBERT 9+6+2+5+9+2 = 33, a master number kept.
  it('ROBERT = 33, kept as a master number', () => {
    expect(nameNumber('Robert', 'pythagorean')).toMatchObject({ total: 33, value: 33 });
  });
});

describe('life path (each part reduced first)', () => {
  // decoz.com "Do your own numerology report": October 12, 1936 -> 1 + 3 + 1 = 5.
  it('1936-10-12 -> 5', () => {
    const lp = lifePath('1936-10-12');
    expect(lp?.value).toBe(5);
    expect(lp?.line).toBe('12.10.1936: 1+2 = 3, 1+0 = 1, 1+9+3+6 = 19 -> 10 -> 1; 3 + 1 + 1 = 5');
  });
  // decoz.com: November 22, 1992 -> 11 + 22 + 3 = 36 -> 9 (masters kept in the parts).
  it('1992-11-22 -> 36 -> 9', () => {
    const lp = lifePath('1992-11-22');
    expect(lp?.value).toBe(9);
    expect(lp?.line).toContain('22 + 11 + 3 = 36 -> 9');
  });
  // lifepathcalc "How to calculate": May 14, 1990 -> 5 + 5 + 1 = 11, a master life path.
  it('1990-05-14 -> 11, kept', () => {
    expect(lifePath('1990-05-14')?.value).toBe(11);
  });
  // lifepathcalc: March 17, 1985 -> 3 + 8 + 5 = 16 -> 7.
  it('1985-03-17 -> 7', () => {
    expect(lifePath('1985-03-17')?.value).toBe(7);
  });
  it('rejects a malformed date', () => {
    expect(lifePath('17/03/1985')).toBeNull();
  });
});

describe('birthday and personal year', () => {
  it('birthday number: 29 -> 11 -> 2, 7 -> 7', () => {
    expect(birthdayNumber(29)).toBe(2);
    expect(birthdayNumber(7)).toBe(7);
  });
  // Personal year = day + month + the year, each reduced (Decoz): 12 Oct with 2027:
  // 3 + 1 + (2+0+2+7 = 11 -> 2) = 6.
  it('1936-10-12 in 2027 -> 6', () => {
    const py = personalYear('1936-10-12', 2027);
    expect(py?.value).toBe(6);
    expect(py?.line).toBe('1+2 = 3, 1+0 = 1, 2+0+2+7 = 11 -> 2; 3 + 1 + 2 = 6');
  });
});
