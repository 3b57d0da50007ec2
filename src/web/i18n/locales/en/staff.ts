/** The owners' Staff page of the admin console (issue 38: staff roles). */
const staff = {
  title: 'Staff',
  intro:
    'Who works in the console and what each role may do. City managers will be limited to their cities once cities arrive; until then they see every city.',
  listCaption: 'Staff members',
  empty: 'No staff yet',
  loading: 'Loading staff…',
  columns: { name: 'Name', email: 'Email', phone: 'Phone', role: 'Role', state: 'State', actions: 'Actions' },
  roles: {
    admin: 'Owner',
    city_manager: 'City manager',
    dispatcher: 'Dispatcher',
    support: 'Support',
    finance: 'Finance',
  },
  active: 'Active',
  inactive: 'Inactive',
  you: '(you)',
  changeRole: 'Role of {{name}}',
  deactivate: 'Deactivate',
  activate: 'Activate',
  secondFactorOn: 'Two-step sign-in on',
  secondFactorOff: 'Two-step sign-in off',
  resetSecondFactor: 'Reset two-step sign-in',
  resetSecondFactorConfirm:
    'Reset two-step sign-in for {{name}}? They are signed out and must set it up again with a new phone.',
  add: {
    title: 'Add a staff member',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    password: 'Password (optional)',
    passwordHint: 'Leave empty to email a temporary password.',
    submit: 'Add staff member',
    submitting: 'Adding…',
  },
  toast: {
    added: 'Staff member added',
    canLogIn: '{{name}} can log in now.',
    emailed: '{{name}} has been emailed a temporary password at {{email}}.',
    updated: 'Staff member updated',
    nowRole: '{{name}} is now: {{role}}.',
    deactivated: '{{name}} is deactivated and signed out.',
    activated: '{{name}} is active again.',
    secondFactorReset: 'Two-step sign-in reset',
    secondFactorResetText: '{{name}} is signed out and sets up two-step sign-in again at the next sign-in.',
  },
};

export default staff;
