import "../../styles/bootstrap/input-group.scss";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type CreateApiTokenRequest,
  type CreatedApiTokenResponse,
  createApiTokenRequestSchema,
  MAX_API_TOKEN_NAME_LENGTH,
} from "../../../shared/contracts/api-tokens";
import { BusyButton } from "../../components/busy-button";
import { CallFailure } from "../../components/call-failure";
import { FormField, fieldOf } from "../../components/form-field";
import { useCreateApiToken } from "./api/use-api-tokens";

/** What each scope lets an app do, in the words of the select and of docs/api.md. */
export const SCOPE_LABELS = {
  read: "Read: progress, daily totals, history, off-platform log and export",
  write: "Write: everything Read does, and add, delete and import off-platform entries",
} as const;

/** The form that creates a token, then shows the new token once with a Copy button. */
export function ApiTokenCreate({ userId, atLimit }: { userId: string; atLimit: boolean }) {
  const create = useCreateApiToken(userId);
  const [created, setCreated] = useState<CreatedApiTokenResponse | null>(null);
  const form = useForm<CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequestSchema),
    defaultValues: { name: "", scope: "read" },
  });
  const { register, handleSubmit, reset } = form;

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        setCreated(answer);
        reset();
      },
    }),
  );

  if (created) return <NewToken created={created} onDone={() => setCreated(null)} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={create.isPending} aria-labelledby="api-tokens-new">
      <h3 id="api-tokens-new" className="account-subtitle">
        New token
      </h3>
      <FormField
        id="api-token-name"
        label="Name"
        hint="What will use it, e.g. “My tracker”."
        maxLength={MAX_API_TOKEN_NAME_LENGTH}
        autoComplete="off"
        {...fieldOf(form, "name")}
      />
      <div className="mb-3">
        <label htmlFor="api-token-scope" className="form-label">
          Scope
        </label>
        <select id="api-token-scope" className="form-select" {...register("scope")}>
          <option value="read">{SCOPE_LABELS.read}</option>
          <option value="write">{SCOPE_LABELS.write}</option>
        </select>
      </div>
      <CallFailure error={create.error} className="text-danger" />
      <BusyButton busy={create.isPending} disabled={atLimit}>
        Create token
      </BusyButton>
    </form>
  );
}

/** The token, once: the server keeps only its hash, so it can never be shown again. */
function NewToken({ created, onDone }: { created: CreatedApiTokenResponse; onDone: () => void }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected instead.
      (document.getElementById("api-token-value") as HTMLInputElement | null)?.select();
      setCopied("no");
    }
  };
  return (
    <div className="api-token-new" role="region" aria-labelledby="api-token-new-title">
      <h3 id="api-token-new-title" className="account-subtitle">
        Your new token “{created.name}”
      </h3>
      <p id="api-token-once" className="mb-2">
        Copy it now and keep it somewhere safe: it will not be shown again.
      </p>
      <label htmlFor="api-token-value" className="visually-hidden">
        Token
      </label>
      <div className="input-group mb-2">
        <input
          id="api-token-value"
          type="text"
          className="form-control api-token-value"
          readOnly
          value={created.token}
          aria-describedby="api-token-once"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="small mb-2" role="status">
        {copied === "yes" && "Copied to the clipboard."}
        {copied === "no" && "Could not copy: the token is selected, copy it with your keyboard."}
      </p>
      <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
