// The cleaner's profile fields, shared by sign-up step 2 and /cleaner/profile: phone, state/territory,
// city (suggestions for the state), experience, rating (read-only on the profile), availability, bio.
import { Star } from 'lucide-react';
import { useId } from 'react';
import { EXPERIENCE_OPTIONS, RATING_OPTIONS } from '@core/account-rules';
import { SelectField, TextAreaField } from '@web/components/ui/field';
import { CityField, StateSelectField } from '@web/components/ui/location-fields';
import { PhoneField } from '@web/components/ui/phone-field';
import { format, useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { registrationMessages } from '@web/lib/messages/registration';

export type ProfileValues = {
  phone: string;
  state: string;
  city: string;
  experienceYears: string;
  rating: string;
  availability: string;
  bio: string;
};

export const emptyProfileValues: ProfileValues = {
  phone: '',
  state: '',
  city: '',
  experienceYears: '',
  rating: '',
  availability: '',
  bio: '',
};

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

type Props = {
  values: ProfileValues;
  onChange: (patch: Partial<ProfileValues>) => void;
  errors?: ProfileErrors;
  /** On the profile page the rating is shown, not edited. */
  ratingReadOnly?: boolean;
};

export function ProfileFields({ values, onChange, errors = {}, ratingReadOnly }: Props) {
  const r = useMessages(registrationMessages).registration.fields;
  const m = useMessages(cleanerMessages).cleaner.profileFields;
  const ratingId = useId();
  const optional = <span className="font-normal text-slate-500"> {m.optional}</span>;
  return (
    <div className="space-y-5">
      <PhoneField
        label={r.phone}
        name="phone"
        required
        placeholder={r.phonePlaceholder}
        value={values.phone}
        onValueChange={(phone) => onChange({ phone })}
        error={errors.phone}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <StateSelectField
          label={r.stateOrTerritory}
          name="state"
          required
          placeholder={r.statePlaceholder}
          value={values.state}
          onValueChange={(state) => onChange({ state })}
          error={errors.state}
        />
        <CityField
          label={r.city}
          name="city"
          required
          mode="suggest"
          state={values.state}
          value={values.city}
          onValueChange={(city) => onChange({ city })}
          placeholder={r.citySuggestPlaceholder}
          chooseStateFirst={r.chooseStateFirst}
          error={errors.city}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={m.experience}
          name="experienceYears"
          required
          value={values.experienceYears}
          onChange={(e) => onChange({ experienceYears: e.target.value })}
          error={errors.experienceYears}
        >
          <option value="">{m.experiencePlaceholder}</option>
          {EXPERIENCE_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {m.experienceOptions[o]}
            </option>
          ))}
        </SelectField>
        {ratingReadOnly ? (
          <div
            className="space-y-1.5"
            role="group"
            aria-labelledby={`${ratingId}-label`}
            aria-describedby={`${ratingId}-hint`}
          >
            <p className="block text-sm font-medium text-slate-800" id={`${ratingId}-label`}>
              {m.rating}
            </p>
            <p className="flex h-11 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-slate-900">
              <Star className="size-4 fill-accent-400 text-accent-500" aria-hidden="true" />
              <span data-testid="rating-value">{format(m.ratingOption, { rating: values.rating })}</span>
            </p>
            <p id={`${ratingId}-hint`} className="text-sm text-slate-500">
              {m.ratingReadOnlyHint}
            </p>
          </div>
        ) : (
          <SelectField
            label={m.rating}
            name="rating"
            required
            value={values.rating}
            onChange={(e) => onChange({ rating: e.target.value })}
            error={errors.rating}
          >
            <option value="">{m.ratingPlaceholder}</option>
            {RATING_OPTIONS.map((o) => (
              <option key={o} value={String(o)}>
                {format(m.ratingOption, { rating: o })}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextAreaField
        label={
          <>
            {m.availability}
            {optional}
          </>
        }
        name="availability"
        rows={2}
        maxLength={500}
        placeholder={m.availabilityPlaceholder}
        value={values.availability}
        onChange={(e) => onChange({ availability: e.target.value })}
        error={errors.availability}
      />
      <TextAreaField
        label={
          <>
            {m.bio}
            {optional}
          </>
        }
        name="bio"
        rows={4}
        maxLength={2000}
        placeholder={m.bioPlaceholder}
        value={values.bio}
        onChange={(e) => onChange({ bio: e.target.value })}
        error={errors.bio}
      />
    </div>
  );
}

/** Which required profile fields are empty or invalid (the same rules the server applies). */
export function missingProfileFields(values: ProfileValues, { rating = true } = {}): (keyof ProfileValues)[] {
  const missing: (keyof ProfileValues)[] = [];
  if (values.phone.length !== 10) missing.push('phone');
  if (!values.state) missing.push('state');
  if (!values.city.trim()) missing.push('city');
  if (!values.experienceYears) missing.push('experienceYears');
  if (rating && !values.rating) missing.push('rating');
  return missing;
}
