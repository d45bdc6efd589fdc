// The messages feature's public entry (issue 40): the 'Message' button other pages put beside a
// person, a job or a turnover, the turnover page's quick replies, and the profile's email switch.
// The pages (/messages) and the header's link are loaded by the router and the header.
export { MessageButton, type MessageTarget } from './components/message-button';
export { MessageEmailSetting, preloadTurnoverQuickReplies, TurnoverQuickReplies } from './components/entry-points';
