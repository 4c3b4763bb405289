import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { Course, CourseLesson, LessonFields } from '../api/site-users';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';
import { SaveButton } from './host-site-page';
import { useCurrentSite } from './site-context';

const LESSON_FIELDS = ['title', 'urlId', 'description', 'videoUrl'];
const NO_LESSON: LessonFields = { title: '', urlId: '', description: '', videoUrl: '' };

/** A course's lessons in their order, each editable and removable, and a new one at the end. */
export function CourseLessons({ course }: { course: Course }) {
  return (
    <section aria-label="Lessons">
      <h2>Lessons</h2>
      {course.lessons.length === 0 ? <p>No lessons yet.</p> : null}
      {course.lessons.map((lesson) => (
        <LessonForm key={lesson.lessonId} courseId={course.courseId} lesson={lesson} />
      ))}
      <h2>New lesson</h2>
      <LessonForm key={course.lessons.length} courseId={course.courseId} lesson={undefined} />
    </section>
  );
}

/** Adds a lesson (`lesson` undefined) or changes and removes one; the server judges the video link and says why it refuses one. */
function LessonForm({ courseId, lesson }: { courseId: string; lesson: CourseLesson | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [fields, setFields] = useState<LessonFields>(lesson ? { title: lesson.title, urlId: lesson.urlId, description: lesson.description, videoUrl: lesson.videoUrl } : NO_LESSON);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleQueries.courses(api, site.websiteId).queryKey });
  const save = useMutation({ mutationFn: () => (lesson ? api.changeLesson(courseId, lesson.lessonId, fields) : api.addLesson(courseId, fields)), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (lessonId: string) => api.removeLesson(courseId, lessonId), onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrorsOf(save.error);
  const set = (name: keyof LessonFields) => (value: string) => setFields({ ...fields, [name]: value });
  // Every lesson's form is on one page: the field ids carry the lesson's.
  const path = (name: string) => `lesson-${lesson?.lessonId ?? 'new'}-${name}`;
  const label = lesson ? lesson.title : 'New lesson';
  return (
    <form onSubmit={submit} noValidate className="form" aria-label={label} data-testid="lesson-form">
      {lesson ? <h3>{lesson.title}</h3> : null}
      <FormError message={formErrorOf(save.error, LESSON_FIELDS) ?? remove.error?.message} />
      <TextField path={path('title')} label="Title" value={fields.title} onChange={set('title')} error={errors.title} required />
      <TextField path={path('urlId')} label="URL slug" value={fields.urlId} onChange={set('urlId')} error={errors.urlId} required />
      <TextField path={path('description')} label="Description" value={fields.description} onChange={set('description')} error={errors.description} />
      <TextField path={path('videoUrl')} label="Video link" hint="An https link to a YouTube or Vimeo video." value={fields.videoUrl} onChange={set('videoUrl')} error={errors.videoUrl} required />
      <SaveButton label={lesson ? `Save ${lesson.title}` : 'Add lesson'} pending={save.isPending} done={lesson && save.isSuccess ? 'Lesson saved.' : undefined} />
      {lesson ? (
        <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(lesson.lessonId)}>
          {`Remove ${lesson.title}`}
        </button>
      ) : null}
    </form>
  );
}
