import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../Checkbox/Checkbox';
import { FileUpload } from '../FileUpload/FileUpload';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

const access = [
  { value: 'public', label: 'Public', description: 'Anyone can join the team.' },
  { value: 'private', label: 'Private', description: 'Invite only; shown as Closed.' },
];
const teams = [
  { value: 'red', label: 'Red Runners' },
  { value: 'blue', label: 'Blue Bikers' },
];

/** One small create-team form: every field, once as typed and once as the server would refuse it. */
function TeamForm({ withErrors }: { withErrors: boolean }) {
  const error = (message: string) => (withErrors ? message : undefined);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 20 }}>
      <TextField
        label="Team name"
        required
        defaultValue={withErrors ? '' : 'Red Runners'}
        error={error('Enter a team name')}
      />
      <TextField
        label="Goal"
        type="number"
        required
        defaultValue={withErrors ? undefined : 1000}
        error={error('Enter a goal')}
      />
      <TextArea label="Story" rows={4} required helpText="Why your team fundraises." error={error('Tell your story')} />
      <Select label="Parent team" options={teams} placeholder="None" error={error('Choose a team')} />
      <RadioGroup label="Access" options={access} defaultValue="public" error={error('Choose who can join')} />
      <FileUpload
        label="Team image"
        maxSize={1024 * 1024}
        helpText="Recommended size: 250x250 px"
        error={error('Add a team image')}
      />
      <TextField
        label="Password"
        type="password"
        passwordToggle
        error={error('Password must have at least 6 characters')}
      />
      <Checkbox label="I agree to the terms" required error={error('You must agree to continue')} />
    </form>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: TeamForm,
  args: { withErrors: false },
} satisfies Meta<typeof TeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared field frame across every form primitive, in normal and error states side by side. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 48 }}>
      <TeamForm withErrors={false} />
      <TeamForm withErrors />
    </div>
  ),
};
