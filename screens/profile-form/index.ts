export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { ProfileFields, type ProfileFieldsProps, type ProfileValues } from './ProfileFields';
