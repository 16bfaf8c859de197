import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import type { User } from "../../../shared/contracts/user";
import { BusyButton } from "../../components/busy-button";
import { FormField } from "../../components/form-field";
import { Link } from "../../lib/router/link";
import {
  type AccountFormValues,
  EMAIL_NOTIFICATIONS,
  formValuesFromUser,
  MUSICAL_EAR_CHOICES,
  PLATFORM_NOTIFICATIONS,
  updateRequestFromForm,
} from "./account-form-values";
import { AccountGoals } from "./account-goals";
import { useUpdateAccount } from "./api/use-update-account";
import { LanguagesEditor } from "./languages-editor";

/** Profile, goals and notifications of a registered user (docs/screens.md "Account settings"). */
export function AccountForm({ user, onDeleteAccount }: { user: User; onDeleteAccount: () => void }) {
  const save = useUpdateAccount();
  // The user object changes with every minute watched; only a change of what the form shows resets it.
  const fromUser = useMemo(() => formValuesFromUser(user), [user]);
  const fromUserKey = JSON.stringify(fromUser);
  const { register, control, handleSubmit, reset, formState } = useForm<AccountFormValues>({
    defaultValues: fromUser,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values, not the object
  useEffect(() => reset(fromUser), [fromUserKey, reset]);

  const onSubmit = handleSubmit((values) => save.mutate(updateRequestFromForm(values, user)));
  const saving = save.isPending;

  // A switch nothing produces yet: off and disabled, saying "coming soon"; the stored value is sent back unchanged.
  const comingSoon = (field: keyof AccountFormValues, label: string) => (
    <div className="form-check" key={field}>
      <input
        id={`account-${field}`}
        type="checkbox"
        className="form-check-input"
        disabled
        checked={false}
        readOnly
        aria-describedby={`account-${field}-soon`}
      />
      <label htmlFor={`account-${field}`} className="form-check-label">
        {label}
      </label>{" "}
      <span id={`account-${field}-soon`} className="badge text-bg-secondary">
        coming soon
      </span>
    </div>
  );

  const checkbox = (field: keyof AccountFormValues, label: string) => (
    <div className="form-check" key={field}>
      <input id={`account-${field}`} type="checkbox" className="form-check-input" {...register(field)} />
      <label htmlFor={`account-${field}`} className="form-check-label">
        {label}
      </label>
    </div>
  );

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <section className="account-section" aria-labelledby="account-profile">
        <h2 id="account-profile" className="account-section-title">
          Profile
        </h2>
        <FormField
          id="account-name"
          label="Name"
          type="text"
          autoComplete="name"
          registration={register("name")}
        />
        {/* The server refuses a new address until it is verified, so it is not editable here. */}
        <FormField
          id="account-email"
          label="Email"
          type="text"
          readOnly
          hint={
            <>
              To change your email address, <Link to="/contact-us">contact us</Link>.
            </>
          }
          registration={register("email")}
        />
        <FormField id="account-birthday" label="Birthday" type="date" registration={register("birthday")} />
        <Controller
          control={control}
          name="languages"
          render={({ field }) => <LanguagesEditor rows={field.value} onChange={field.onChange} />}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Do you have an ear for music?</legend>
          {MUSICAL_EAR_CHOICES.map((choice) => (
            <div className="form-check form-check-inline" key={choice.value}>
              <input
                id={`account-ear-${choice.value}`}
                type="radio"
                className="form-check-input"
                value={choice.value}
                {...register("musicalEar")}
              />
              <label htmlFor={`account-ear-${choice.value}`} className="form-check-label">
                {choice.label}
              </label>
            </div>
          ))}
        </fieldset>
        {checkbox("wantBetaTester", "I want to be a beta tester")}
      </section>

      <AccountGoals user={user} />

      <section className="account-section" aria-labelledby="account-notifications">
        <h2 id="account-notifications" className="account-section-title">
          Notifications
        </h2>
        <fieldset className="mb-3">
          <legend className="account-subtitle">By email</legend>
          {EMAIL_NOTIFICATIONS.map((n) => checkbox(n.field, n.label))}
        </fieldset>
        <fieldset>
          <legend className="account-subtitle">On the platform</legend>
          {PLATFORM_NOTIFICATIONS.map((n) =>
            n.comingSoon ? comingSoon(n.field, n.label) : checkbox(n.field, n.label),
          )}
        </fieldset>
      </section>

      <div className="account-actions">
        <BusyButton busy={saving}>Save</BusyButton>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={!formState.isDirty || saving}
          onClick={() => {
            reset(fromUser);
            save.reset();
          }}
        >
          Cancel
        </button>
        <button type="button" className="btn btn-outline-danger ms-auto" onClick={onDeleteAccount}>
          Delete Account
        </button>
      </div>
      {(save.isSuccess || save.isError) && (
        <div className={`alert mb-0 ${save.isSuccess ? "alert-success" : "alert-danger"}`} role="alert">
          {save.isSuccess ? "Changes saved." : "Failed to save changes."}
          {save.error?.message && <div className="small mt-1">{save.error.message}</div>}
        </div>
      )}
    </form>
  );
}
