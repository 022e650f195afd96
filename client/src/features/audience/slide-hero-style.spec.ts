import { describe, expect, it } from '@jest/globals';
import { slideHeroStyle } from './slide-hero-style.js';

describe("the phone's slide heading in the slide's look (issue 28)", () => {
  it("takes the slide's base and text colours and the deck's font", () => {
    expect(slideHeroStyle({ baseColour: '#3B0764', textColour: '#FFF1F8', fontFamily: 'Montserrat' })).toEqual({
      backgroundColor: '#3B0764',
      color: '#FFF1F8',
      '--stage-base': '#3B0764',
      fontFamily: "'Montserrat', var(--font-sans)",
    });
  });

  it("keeps the app's look for what a phone was not sent or cannot read: one colour alone, a non-colour, an unknown font", () => {
    expect(slideHeroStyle({})).toEqual({});
    expect(slideHeroStyle({ baseColour: '#000000' })).toEqual({});
    expect(slideHeroStyle({ baseColour: 'red; background: url(x)', textColour: '#ffffff', fontFamily: "Comic Sans'; x" })).toEqual({});
  });
});
