import { bullets, heading, ideas, openEnded, poll, qna, rating, wordCloud, type OfficialTemplateDefinition } from './template-definition.js';

/** Others: events, communities and personal gatherings. */
export const OTHER_TEMPLATES: readonly OfficialTemplateDefinition[] = [
  {
    key: 'event-feedback-survey',
    name: 'Event Feedback Survey',
    category: 'Others',
    description: 'Collect honest feedback at the end of a conference, meetup or workshop while people are still in the room.',
    slides: [
      heading('Thank you for coming!', 'Two minutes of feedback, please'),
      rating('How would you rate...', ['The talks', 'The venue', 'The organisation', 'Networking'], { min: 'Poor', max: 'Excellent' }),
      poll('Would you come again?', ['Definitely', 'Probably', 'Not sure', 'No']),
      openEnded('What was the best part?'),
      ideas('What should we change next time?'),
    ],
  },
  {
    key: 'conference-panel-qna',
    name: 'Conference Panel Q&A',
    category: 'Others',
    description: 'Let the audience drive a panel: topic vote, live upvoted questions and a closing word cloud.',
    slides: [
      heading('Panel Discussion', 'Your questions drive the conversation'),
      poll('Which topic should the panel start with?', ['The future of the industry', 'Lessons from failure', 'Careers and skills', 'Tools we use']),
      qna('Ask the panel', 'Send questions any time; upvote the ones you want answered.'),
      wordCloud('Your key takeaway', undefined, 1),
    ],
  },
  {
    key: 'community-meetup',
    name: 'Community Meetup',
    category: 'Others',
    description: 'Welcome members, learn who is in the room and plan the next meetup together.',
    slides: [
      heading('Welcome to the Meetup!', 'Who is here, what is new, what is next'),
      poll('How many meetups have you been to?', ['This is my first', '2-5', 'More than 5', 'I organise them']),
      wordCloud('What brought you here tonight?'),
      bullets('Tonight\'s agenda', ['Welcome and news', 'Talks', 'Open discussion', 'Drinks and networking']),
      ideas('Topics for the next meetup'),
      qna('Questions for the organisers', 'Anything about the community, sponsors or volunteering.'),
    ],
  },
  {
    key: 'wedding-couple-quiz',
    name: 'How Well Do You Know the Couple?',
    category: 'Others',
    description: 'A wedding or anniversary game: guests guess stories about the couple and leave their wishes.',
    slides: [
      heading('How Well Do You Know the Couple?', 'Guess, laugh, and leave your wishes'),
      poll('Where did they first meet?', ['At school', 'At work', 'Through friends', 'Online'], 'Replace the choices with the real story; reveal the answer after the vote.'),
      poll('Who said "I love you" first?', ['The bride', 'The groom', 'Both at once']),
      poll('Who is the better cook?', ['The bride', 'The groom', 'Neither, they order in']),
      wordCloud('Describe the couple in one word', undefined, 1),
      openEnded('Your wishes for the couple'),
    ],
  },
  {
    key: 'wellbeing-check-in',
    name: 'Wellbeing Check-In',
    category: 'Others',
    description: 'A gentle, anonymous check on stress, balance and support, for teams, clubs and classes.',
    slides: [
      heading('Wellbeing Check-In', 'Anonymous and honest: how are you really?'),
      rating('Over the last two weeks...', ['I slept well', 'I had time for myself', 'I felt supported'], { min: 'Rarely', max: 'Always' }),
      poll('What helps you most when you are stressed?', ['Exercise', 'Talking to someone', 'Time outside', 'A good night\'s sleep', 'Something else']),
      ideas('What could we do together to feel better?'),
      openEnded('Anything else you would like to share?', 'Answers are anonymous. Consider turning on moderation before showing them.'),
    ],
  },
];
