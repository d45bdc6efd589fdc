// The cleaner's profile fields, shared by sign-up step 2 and /cleaner/profile: phone, state/territory,
// city (suggestions for the state), home ZIP code and service radius (issue 43), experience, rating
// (read-only on the profile), availability, bio.
import { Star } from 'lucide-react';
import { useId } from 'react';
import { EXPERIENCE_OPTIONS, RATING_OPTIONS } from '@core/account-rules';
import { SERVICE_RADIUS_DEFAULT, SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN, ZIP_PATTERN } from '@core/areas';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/field';
import { CityField, StateSelectField } from '@web/components/ui/location-fields';
import { PhoneField } from '@web/components/ui/phone-field';
import { format, useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { registrationMessages } from '@web/lib/messages/registration';

export type ProfileValues = {
  phone: string;
  state: string;
  city: string;
  homeZip: string;
  serviceRadiusMiles: string;
  experienceYears: string;
  rating: string;
  availability: string;
  bio: string;
};

export const emptyProfileValues: ProfileValues = {
  phone: '',
  state: '',
  city: '',
  homeZip: '',
  serviceRadiusMiles: String(SERVICE_RADIUS_DEFAULT),
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
  const area = useMessages(areasMessages).areas;
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
        <TextField
          label={area.zip.homeLabel}
          name="homeZip"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={values.homeZip}
          onChange={(e) => onChange({ homeZip: e.target.value })}
          error={errors.homeZip}
        />
        <TextField
          label={area.radius.label}
          name="serviceRadiusMiles"
          required
          type="number"
          inputMode="numeric"
          min={SERVICE_RADIUS_MIN}
          max={SERVICE_RADIUS_MAX}
          step={1}
          value={values.serviceRadiusMiles}
          onChange={(e) => onChange({ serviceRadiusMiles: e.target.value })}
          hint={area.radius.hint}
          error={errors.serviceRadiusMiles}
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
  if (!ZIP_PATTERN.test(cleanZip(values.homeZip))) missing.push('homeZip');
  if (!radiusValid(values.serviceRadiusMiles)) missing.push('serviceRadiusMiles');
  if (!values.experienceYears) missing.push('experienceYears');
  if (rating && !values.rating) missing.push('rating');
  return missing;
}

/** The ZIP as the server reads it: trimmed, ZIP+4 cut to its first five digits. */
export const cleanZip = (zip: string) => zip.trim().replace(/^(\d{5})-\d{4}$/, '$1');

const radiusValid = (radius: string) => {
  const n = Number(radius);
  return radius.trim() !== '' && Number.isInteger(n) && n >= SERVICE_RADIUS_MIN && n <= SERVICE_RADIUS_MAX;
};

/** The message of a ZIP or radius field that is filled in but not valid (else the 'required' text). */
export function areaFieldError(
  field: keyof ProfileValues,
  values: ProfileValues,
  texts: { zipInvalid: string; radiusInvalid: string },
): string | undefined {
  if (field === 'homeZip' && values.homeZip.trim()) return texts.zipInvalid;
  if (field === 'serviceRadiusMiles') return texts.radiusInvalid;
  return undefined;
}
