import { describe, expect, it } from '@jest/globals';
import { displayHost, formatAccessCode, joinLink } from './join-link.js';

describe('join link', () => {
  it('is the origin and the access code', () => {
    expect(joinLink('http://localhost:3100', '123456')).toBe('http://localhost:3100/123456');
    expect(joinLink('https://slides.example.org/', '987654')).toBe('https://slides.example.org/987654');
    expect(displayHost('https://slides.example.org')).toBe('slides.example.org');
  });

  it("carries the live session's join token for the QR code, and none without a session", () => {
    expect(joinLink('https://slides.example.org', '123456', 'a-b_c')).toBe('https://slides.example.org/123456?t=a-b_c');
    expect(joinLink('https://slides.example.org', '123456', null)).toBe('https://slides.example.org/123456');
  });

  it('reads the code in threes', () => {
    expect(formatAccessCode('123456')).toBe('123 456');
    expect(formatAccessCode('1234567')).toBe('123 456 7');
    expect(formatAccessCode('12')).toBe('12');
  });
});
