// The player request's schemas: what POST /public/api/player-requests accepts and what the
// requests table keeps of it. The facts (options, labels, messages) are in common/squad/player-request.ts.

import '../zod-setup.ts';
import * as z from 'zod';
import { BIRTH_YEARS_AGO, experienceLevels, isPlausibleBirthDate, playerPositions } from './player-request';
import { emailField, FORM_LIMITS, honeypotField, optionalText, phoneField, requiredLine } from '../requests/visitor-forms';

const birthDateMessage = `Date of Birth must be a real date (YYYY-MM-DD) between ${BIRTH_YEARS_AGO.oldest} and ${BIRTH_YEARS_AGO.youngest} years ago.`;

/** A date of birth: `YYYY-MM-DD` (a date input's value) of someone aged 5 to 100, or empty. */
export const dateOfBirthField = z
  .string({ error: 'Date of Birth must be a date.' })
  .trim()
  .max(10, birthDateMessage)
  .refine((text) => text === '' || isPlausibleBirthDate(text), birthDateMessage);

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
