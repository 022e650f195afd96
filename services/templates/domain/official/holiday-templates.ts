import { heading, ideas, openEnded, poll, quiz, spinner, wordCloud, type OfficialTemplateDefinition } from './template-definition.js';

/** Holidays: seasonal quizzes and celebrations. */
export const HOLIDAY_TEMPLATES: readonly OfficialTemplateDefinition[] = [
  {
    key: 'christmas-quiz',
    name: 'Christmas Quiz',
    category: 'Holidays',
    description: 'Festive trivia for the office party or the classroom, with a leaderboard and a wish wall.',
    slides: [
      heading('Christmas Quiz', 'Festive trivia: speed counts!'),
      quiz('In which country did the tradition of the Christmas tree begin?', ['Germany', 'England', 'USA', 'Finland'], 0),
      quiz('How many reindeer pull Santa\'s sleigh in the classic poem, Rudolph not counted?', ['8', '6', '9', '12'], 0),
      quiz('What do people traditionally put on top of a Christmas tree?', ['A star or an angel', 'A candle', 'A bell', 'A stocking'], 0),
      quiz('Which ballet is traditionally performed at Christmas?', ['The Nutcracker', 'Swan Lake', 'Giselle', 'Coppélia'], 0),
      wordCloud('Your favourite Christmas food'),
      openEnded('Your wish for next year'),
    ],
  },
  {
    key: 'new-year-reflection',
    name: 'New Year Reflection',
    category: 'Holidays',
    description: 'Close the year and open the next one: highlights, lessons and resolutions, shared as a group.',
    slides: [
      heading('Happy New Year!', 'Looking back, looking ahead'),
      wordCloud('The past year in one word', undefined, 1),
      openEnded('Your highlight of the year'),
      ideas('Resolutions for the new year', 'Vote for the resolutions the group wants to take on together.'),
      poll('How will you keep your resolution?', ['Tell a friend', 'Write it down', 'Small steps every day', 'Resolutions are not for me']),
    ],
  },
  {
    key: 'halloween-trivia',
    name: 'Halloween Trivia',
    category: 'Holidays',
    description: 'Spooky questions, a costume vote and a scary-story spinner for Halloween.',
    slides: [
      heading('Halloween Trivia', 'Are you brave enough?'),
      quiz('What vegetable were jack-o\'-lanterns first carved from in Ireland?', ['Turnips', 'Pumpkins', 'Potatoes', 'Carrots'], 0),
      quiz('Which author wrote "Frankenstein"?', ['Mary Shelley', 'Bram Stoker', 'Edgar Allan Poe', 'Stephen King'], 0),
      quiz('What is a group of crows called?', ['A murder', 'A flock', 'A coven', 'A gang'], 0),
      poll('Best costume idea this year?', ['Vampire', 'Witch', 'Zombie', 'Ghost', 'Something original']),
      spinner('Who tells the next scary story?', ['Table 1', 'Table 2', 'Table 3', 'Table 4']),
    ],
  },
  {
    key: 'summer-holiday-kickoff',
    name: 'Summer Holiday Send-Off',
    category: 'Holidays',
    description: 'Send the team or class into the summer: plans, recommendations and a light quiz.',
    slides: [
      heading('Summer is here!', 'Plans, tips and a little quiz'),
      poll('Where will you spend the summer?', ['At home', 'At the beach', 'In the mountains', 'Abroad', 'Still deciding']),
      wordCloud('One thing you will do this summer'),
      ideas('Recommend a book, film or place for the summer'),
      quiz('Which is the longest day of the year in the northern hemisphere?', ['Around 21 June', 'Around 21 March', 'Around 21 September', 'Around 21 December'], 0),
      openEnded('Wish everyone a great summer!'),
    ],
  },
  {
    key: 'thanksgiving-gratitude',
    name: 'Thanksgiving Gratitude Circle',
    category: 'Holidays',
    description: 'Share what you are thankful for and celebrate the people around you.',
    slides: [
      heading('Thanksgiving Gratitude Circle', 'What are you thankful for?'),
      wordCloud('One thing you are grateful for this year'),
      openEnded('Thank someone in this room, and tell them why'),
      poll('Best part of the holiday?', ['The food', 'Family and friends', 'Time off', 'Watching the game']),
      quiz('Which bird is traditionally eaten at Thanksgiving in the USA?', ['Turkey', 'Goose', 'Duck', 'Chicken'], 0),
    ],
  },
];
