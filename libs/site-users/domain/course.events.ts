import { create, CourseCreatedSchema, CourseLessonAddedSchema, type CourseCreated, type CourseLessonAdded, type MessageInitShape } from '@mercato/contracts';

export type CourseEvent = CourseCreated | CourseLessonAdded;

/** Builders of the course events from plain values. */
export const courseEvents = {
  created: (fields: MessageInitShape<typeof CourseCreatedSchema>): CourseCreated => create(CourseCreatedSchema, fields),
  lessonAdded: (fields: MessageInitShape<typeof CourseLessonAddedSchema>): CourseLessonAdded => create(CourseLessonAddedSchema, fields),
};
