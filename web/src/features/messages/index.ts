// The messages feature's public entry (issue 40): the 'Message' button other pages put beside a
// person, a job or a turnover, the turnover page's quick replies, and the profile's email switch.
// The pages (/messages) and the header's link are loaded by the router and the header.
export { MessageButton, type MessageAboutHint } from './components/message-button';
export { MessageEmailSetting } from './components/message-email-setting';
export { TurnoverQuickReplies } from './components/turnover-quick-replies';
