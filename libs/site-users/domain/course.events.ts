import {
  create,
  CourseChangedSchema,
  CourseCreatedSchema,
  CourseLessonAddedSchema,
  CourseLessonChangedSchema,
  CourseLessonRemovedSchema,
  type CourseChanged,
  type CourseCreated,
  type CourseLessonAdded,
  type CourseLessonChanged,
  type CourseLessonRemoved,
  type MessageInitShape,
} from '@mercato/contracts';

export type CourseEvent = CourseCreated | CourseChanged | CourseLessonAdded | CourseLessonChanged | CourseLessonRemoved;

/** Builders of the course events from plain values. */
export const courseEvents = {
  created: (fields: MessageInitShape<typeof CourseCreatedSchema>): CourseCreated => create(CourseCreatedSchema, fields),
  changed: (fields: MessageInitShape<typeof CourseChangedSchema>): CourseChanged => create(CourseChangedSchema, fields),
  lessonAdded: (fields: MessageInitShape<typeof CourseLessonAddedSchema>): CourseLessonAdded => create(CourseLessonAddedSchema, fields),
  lessonChanged: (fields: MessageInitShape<typeof CourseLessonChangedSchema>): CourseLessonChanged => create(CourseLessonChangedSchema, fields),
  lessonRemoved: (fields: MessageInitShape<typeof CourseLessonRemovedSchema>): CourseLessonRemoved => create(CourseLessonRemovedSchema, fields),
};
