import { describe, expect, it } from '@jest/globals';
import { displayHost, formatAccessCode, joinAddress, joinLink, publicOrigin } from './join-link.js';

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

describe('join address', () => {
  it('is the code entry under the public address, short and without a scheme', () => {
    expect(joinAddress('https://slides.example.org/')).toBe('slides.example.org/join');
    expect(joinAddress('http://localhost:3000')).toBe('localhost:3000/join');
  });

  it("is the server's PUBLIC_URL when the page carries it, else the page's origin", () => {
    const page = document.implementation.createHTMLDocument('x');
    expect(publicOrigin(page, 'http://localhost:3000')).toBe('http://localhost:3000');
    page.head.insertAdjacentHTML('beforeend', '<meta name="liveslides-public-url" content="https://slides.example.org/" />');
    expect(publicOrigin(page, 'http://localhost:3000')).toBe('https://slides.example.org');
    expect(joinLink(publicOrigin(page, 'http://localhost:3000'), '123456')).toBe('https://slides.example.org/123456');
  });
});
