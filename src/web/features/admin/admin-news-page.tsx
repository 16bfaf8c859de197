import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { NEWS_BODY_MAX, type NewsRequest, newsRequestSchema } from "../../../shared/contracts/news";
import { formatDay } from "../../../shared/domain/time-format";
import { BusyButton } from "../../components/busy-button";
import { CallFailure } from "../../components/call-failure";
import { FormField, fieldOf } from "../../components/form-field";
import { useNews, usePostNews } from "./api/use-news";
import { AdminSection } from "./components/admin-section";
import { QueryStatus } from "./components/query-status";

const EMPTY: NewsRequest = { title: "", body: "", link: "" };

/**
 * News (docs/admin.md "News"): post big news, which becomes a notification for every learner and a
 * mail to those with the big-news email on; the announcements posted, newest first.
 */
export function Component() {
  const news = useNews();
  const post = usePostNews();
  const form = useForm<NewsRequest>({
    resolver: zodResolver(newsRequestSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset } = form;
  const onSubmit = handleSubmit((values) => post.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <AdminSection title="News">
      <p className="text-body-secondary">
        Big news becomes a notification for every learner, and a mail to those who turned on "Big news of the
        platform" in their account settings (it is off until they do).
      </p>
      <form className="mb-4" onSubmit={onSubmit} noValidate aria-busy={post.isPending}>
        <FormField id="news-title" label="Title" autoComplete="off" {...fieldOf(form, "title")} />
        <FormField
          id="news-body"
          label="Text"
          rows={4}
          maxLength={NEWS_BODY_MAX}
          {...fieldOf(form, "body")}
        />
        <FormField
          id="news-link"
          label="Link (optional)"
          placeholder="/browse"
          hint="A page of the site starting with /, or an address starting with https://."
          {...fieldOf(form, "link")}
        />
        <BusyButton busy={post.isPending}>Post to every learner</BusyButton>
        {post.isSuccess && (
          <p role="status" className="mt-2">
            Posted: {post.data.announcement.notified} notifications, {post.data.announcement.mailed} mails to
            send.
          </p>
        )}
        <CallFailure
          error={post.error}
          lead="Failed to post the news: "
          as="div"
          className="alert alert-danger mt-2"
        />
      </form>

      <h3 className="h5">Posted</h3>
      <QueryStatus query={news} what="news">
        {news.data &&
          (news.data.news.length === 0 ? (
            <p className="text-body-secondary">No news posted yet.</p>
          ) : (
            <ul className="list-unstyled" data-testid="news-list">
              {news.data.news.map((a) => (
                <li key={a.id} className="mb-3">
                  <h4 className="h6 mb-1">{a.title}</h4>
                  <p className="mb-1">{a.body}</p>
                  <p className="small text-body-secondary mb-0">
                    {formatDay(a.createdAt)} by {a.author ?? "a deleted admin"}
                    {a.link ? ` · links to ${a.link}` : ""} · {a.notified} notified, {a.mailed} mailed
                  </p>
                </li>
              ))}
            </ul>
          ))}
      </QueryStatus>
    </AdminSection>
  );
}
