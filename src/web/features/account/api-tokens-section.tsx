import "../../styles/api-tokens.css";
import { type ApiToken, MAX_API_TOKENS } from "../../../shared/contracts/api-tokens";
import type { User } from "../../../shared/contracts/user";
import { CallFailure } from "../../components/call-failure";
import { useApiTokens, useRevokeApiToken } from "./api/use-api-tokens";
import { ApiTokenCreate } from "./api-token-create";

/**
 * "Apps and tokens" (docs/api.md "Personal access tokens"): personal access tokens for the learner's own tools. Registered
 * learners only: the page shows anonymous visitors the sign-in prompt instead.
 */
export function ApiTokensSection({ user }: { user: User }) {
  const tokens = useApiTokens(user.id);
  const revoke = useRevokeApiToken(user.id);
  const when = dateFormat(user.timezone);
  const list = tokens.data?.tokens ?? [];

  const onRevoke = (token: ApiToken) => {
    if (!window.confirm(`Revoke the token “${token.name}”? Apps that use it will stop working at once.`))
      return;
    revoke.mutate(token.id);
  };

  return (
    <section className="account-section api-tokens" aria-labelledby="account-api-tokens">
      <h2 id="account-api-tokens" className="account-section-title">
        Apps and tokens
      </h2>
      <p>
        A personal access token lets your own apps and scripts read your progress, and with the write scope
        log off-platform input, through the API (see <a href="/api/reference">the API reference</a>). Send it
        as <code>Authorization: Bearer …</code>. You can have up to {MAX_API_TOKENS}.
      </p>

      <CallFailure error={tokens.error} lead="Could not load your tokens: " className="text-danger" />
      {tokens.isPending && <p className="text-body-secondary">Loading your tokens…</p>}
      {tokens.isSuccess && list.length === 0 && (
        <p className="text-body-secondary">You have no tokens yet.</p>
      )}
      {list.length > 0 && (
        <ul className="api-token-list" aria-label="Your tokens">
          {list.map((token) => (
            <li key={token.id} className="api-token">
              <div className="api-token-head">
                <strong className="api-token-name">{token.name}</strong>
                <span className="api-token-scope">
                  <span className="visually-hidden">Scope: </span>
                  {token.scope === "write" ? "Write" : "Read"}
                </span>
              </div>
              <dl className="api-token-dates">
                <div>
                  <dt>Created</dt>
                  <dd>{when.format(new Date(token.createdAt))}</dd>
                </div>
                <div>
                  <dt>Last used</dt>
                  <dd>{token.lastUsedAt ? when.format(new Date(token.lastUsedAt)) : "Never"}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Revoke ${token.name}`}
                disabled={revoke.isPending && revoke.variables === token.id}
                onClick={() => onRevoke(token)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <CallFailure error={revoke.error} className="text-danger" />
      {list.length >= MAX_API_TOKENS && (
        <p className="text-body-secondary">
          You have {MAX_API_TOKENS} tokens, the most you can hold: revoke one to create another.
        </p>
      )}
      <ApiTokenCreate userId={user.id} atLimit={list.length >= MAX_API_TOKENS} />
    </section>
  );
}

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-GB", options);
  }
}
