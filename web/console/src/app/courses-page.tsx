import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { Course, CourseFields, MemberArea } from '../api/site-users';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { CourseLessons } from './course-lessons';
import { FormError, SelectField, TextField } from './form-fields';
import { HostSitePage, SaveButton } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

const COURSE_FIELDS = ['title', 'urlId', 'memberAreaId'];

/** Video courses (issue 14 part 4): the site's courses, and a new one for a member area. */
export function CoursesPage() {
  const api = useApi();
  const { site, servedHere, basePath } = useCurrentSite();
  const courses = useQuery({ ...consoleQueries.courses(api, site.websiteId), enabled: servedHere });
  const areas = useQuery({ ...consoleQueries.memberAreas(api, site.websiteId), enabled: servedHere });
  return (
    <HostSitePage title="Video courses" what="Video courses">
      {() => (
        <QueryState query={areas}>
          {(memberAreas) => (
            <>
              <QueryState query={courses}>
                {(list) =>
                  list.length === 0 ? (
                    <p>No courses yet.</p>
                  ) : (
                    <ul data-testid="course-list">
                      {list.map((course) => (
                        <li key={course.courseId}>
                          <Link to={`${basePath}/courses/${encodeURIComponent(course.courseId)}`}>{course.title}</Link>
                          {` (/courses/${course.urlId}, ${course.lessons.length === 1 ? '1 lesson' : `${course.lessons.length} lessons`})`}
                        </li>
                      ))}
                    </ul>
                  )
                }
              </QueryState>
              <h2>New course</h2>
              {memberAreas.length === 0 ? (
                <p>
                  A course plays for the members of a member area: <Link to={`${basePath}/member-areas`}>create a member area</Link> first.
                </p>
              ) : (
                <CourseForm memberAreas={memberAreas} course={undefined} />
              )}
            </>
          )}
        </QueryState>
      )}
    </HostSitePage>
  );
}

/** One course: its title, slug and member area, and its lessons. */
export function CoursePage() {
  const api = useApi();
  const { courseId = '' } = useParams();
  const { site, servedHere, basePath } = useCurrentSite();
  const courses = useQuery({ ...consoleQueries.courses(api, site.websiteId), enabled: servedHere });
  const areas = useQuery({ ...consoleQueries.memberAreas(api, site.websiteId), enabled: servedHere });
  return (
    <HostSitePage title="Video course" what="Video courses">
      {() => (
        <QueryState query={courses}>
          {(list) => {
            const course = list.find((each) => each.courseId === courseId);
            if (!course) return <p>There is no such course on this site.</p>;
            return (
              <>
                <p>
                  <Link to={`${basePath}/courses`}>All courses</Link>
                </p>
                <QueryState query={areas}>{(memberAreas) => <CourseForm key={course.courseId} memberAreas={memberAreas} course={course} />}</QueryState>
                <CourseLessons course={course} />
              </>
            );
          }}
        </QueryState>
      )}
    </HostSitePage>
  );
}

/** Creates a course (`course` undefined, then opens it) or changes one. */
function CourseForm({ memberAreas, course }: { memberAreas: readonly MemberArea[]; course: Course | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { site, basePath } = useCurrentSite();
  const [fields, setFields] = useState<CourseFields>({ title: course?.title ?? '', urlId: course?.urlId ?? '', memberAreaId: course?.memberAreaId ?? memberAreas[0]?.memberAreaId ?? '' });
  const save = useMutation({
    mutationFn: () => (course ? api.changeCourse(course.courseId, fields) : api.createCourse(fields)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: consoleQueries.courses(api, site.websiteId).queryKey });
      if (!course) await navigate(`${basePath}/courses/${encodeURIComponent(saved.courseId)}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrorsOf(save.error);
  const set = (name: keyof CourseFields) => (value: string) => setFields({ ...fields, [name]: value });
  return (
    <form onSubmit={submit} noValidate className="form" aria-label={course ? 'Course' : 'New course'}>
      <FormError message={formErrorOf(save.error, COURSE_FIELDS)} />
      <TextField path="title" label="Title" value={fields.title} onChange={set('title')} error={errors.title} required />
      <TextField path="urlId" label="URL slug" hint="Lower-case letters, digits and hyphens: the course's pages are at /courses/{slug}." value={fields.urlId} onChange={set('urlId')} error={errors.urlId} required />
      <SelectField
        path="memberAreaId"
        label="Member area whose members watch the lessons"
        value={fields.memberAreaId}
        onChange={set('memberAreaId')}
        error={errors.memberAreaId}
        options={memberAreas.map((area) => ({ value: area.memberAreaId, label: area.name }))}
      />
      <SaveButton label={course ? 'Save course' : 'Create course'} pending={save.isPending} done={course && save.isSuccess ? 'Course saved.' : undefined} />
    </form>
  );
}
