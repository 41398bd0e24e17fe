// The player request (/team 'Join the club'): the form and POST /public/api/player-requests share
// these fields, options and messages.

import * as z from 'zod';
import { emailField, FORM_LIMITS, honeypotField, optionalText, phoneField, requiredLine } from './visitor-forms';

export const PLAYER_REQUESTS_PATH = '/public/api/player-requests';

export const playerPositions = [
  'prop',
  'hooker',
  'lock',
  'flanker',
  'number-8',
  'scrum-half',
  'fly-half',
  'centre',
  'wing',
  'fullback',
  'any',
] as const;
export type PlayerPosition = (typeof playerPositions)[number];

export const positionLabels: Record<PlayerPosition, string> = {
  prop: 'Prop',
  hooker: 'Hooker',
  lock: 'Lock',
  flanker: 'Flanker',
  'number-8': 'Number 8',
  'scrum-half': 'Scrum-half',
  'fly-half': 'Fly-half',
  centre: 'Centre',
  wing: 'Wing',
  fullback: 'Fullback',
  any: 'Any position',
};

export const experienceLevels = ['beginner', 'intermediate', 'advanced', 'collegiate', 'professional'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const experienceLabels: Record<ExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  collegiate: 'Collegiate',
  professional: 'Professional',
};

export const playerMessages = {
  success: 'Thank you! Your player request has been submitted successfully.',
  failure: 'Failed to submit request. Please try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** A date of birth: `YYYY-MM-DD` (a date input's value) of someone aged 5 to 100, or empty. */
export const dateOfBirthField = z
  .string({ error: 'Date of Birth must be a date.' })
  .trim()
  .max(10, 'Date of Birth must be a real date (YYYY-MM-DD) between 100 and 5 years ago.')
  .refine(
    (text) => text === '' || isPlausibleBirthDate(text),
    'Date of Birth must be a real date (YYYY-MM-DD) between 100 and 5 years ago.',
  );

function isPlausibleBirthDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const thisYear = new Date().getUTCFullYear();
  return year >= thisYear - 100 && year <= thisYear - 5;
}

export const playerRequestSchema = z.object({
  firstName: requiredLine('First Name', FORM_LIMITS.name),
  lastName: requiredLine('Last Name', FORM_LIMITS.name),
  email: emailField('Email'),
  phone: phoneField('Phone', true),
  dateOfBirth: dateOfBirthField.default(''),
  position: z
    .enum(playerPositions, { error: `Position must be one of: ${playerPositions.join(', ')}.` })
    .or(z.literal(''))
    .default(''),
  experience: z
    .enum(experienceLevels, { error: `Experience must be one of: ${experienceLevels.join(', ')}.` })
    .or(z.literal(''))
    .default(''),
  message: optionalText('Message').default(''),
  website: honeypotField,
});
export type PlayerRequest = z.output<typeof playerRequestSchema>;
