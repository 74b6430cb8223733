export { ProfileForm, type ProfileFormProps, type ProfileValues } from './ProfileForm';
