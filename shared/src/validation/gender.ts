import * as v from 'valibot';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const genderSchema = v.picklist(genders, 'required');
