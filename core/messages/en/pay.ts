// Issue 42: pay records (decision 050). One namespace, `pay`, in two clearly separate sections:
// `server` (bell entries, emails, the CSV's words: read by the server only) and `web` (the pages
// /host/payments and /cleaner/earnings, added by the web half). Keep the sections apart.
export const pay = {
  // ---------------------------------------------------------------------------------------------
  // server: notifications, emails, statements' CSV words
  // ---------------------------------------------------------------------------------------------
  server: {
    kinds: {
      late_checkout: 'Late checkout',
      extra_guests: 'Extra guests',
      extra_time: 'Extra time',
      expense: 'Expense',
      mileage: 'Mileage',
      late_cancellation: 'Late cancellation fee',
      deduction: 'Deduction',
    },
    quantities: {
      late_checkout: '{n} min',
      extra_guests: '{n} guests',
      extra_time: '{n} min',
      mileage: '{n} mi',
    },
    methods: {
      zelle: 'Zelle',
      venmo: 'Venmo',
      cash_app: 'Cash App',
      paypal: 'PayPal',
      check: 'Check',
      cash: 'Cash',
      card: 'Card',
      other: 'Other',
    },
    possibly1099K: 'possible 1099-K',
    adjustmentProposed: {
      title: '{name} proposed an adjustment',
      message: '{kind}, {amount}, on the turnover at {place} on {date}. Accept or decline it.',
      subject: '{name} proposed an adjustment of {amount}',
      heading: 'An adjustment to review',
      action: 'Review it',
      footnote: 'TurnReady keeps a record of what you agree; it moves no money.',
    },
    adjustmentAnswered: {
      acceptedTitle: '{name} accepted your adjustment',
      declinedTitle: '{name} declined your adjustment',
      message: '{kind}, {amount}, on the turnover at {place} on {date}.',
    },
    paymentMarked: {
      title: '{name} marked {amount} paid',
      message: {
        one: 'By {method} on {date}, for 1 turnover. Confirm it when you have received it.',
        other: 'By {method} on {date}, for {count} turnovers. Confirm it when you have received it.',
      },
      subject: '{name} marked {amount} paid',
      heading: 'A payment to confirm',
      action: 'Confirm received',
      footnote: 'TurnReady keeps a record of payments; it moves no money.',
    },
    paymentReceived: {
      title: '{name} confirmed receiving {amount}',
      message: 'Paid by {method} on {date}.',
    },
    errors: {
      notFound: 'This pay record was not found.',
      notPayable: 'Only a completed turnover, or a cancelled one for its late cancellation fee, has a pay line.',
      kindNotHere: 'This kind of adjustment does not apply to this turnover.',
      quantityNeeded: 'Enter how many (minutes, guests or miles).',
      quantityNotAllowed: 'This kind of adjustment has no quantity.',
      noteNeeded: 'Say what the deduction is for.',
      linePaid: 'This turnover is already marked paid; its amount can no longer change.',
      tooManyAdjustments: 'A turnover can have at most {max} adjustments.',
      ownProposal: 'The other side accepts or declines what you proposed.',
      notProposer: 'Only who proposed an adjustment can withdraw it.',
      notPending: 'This adjustment has already been answered.',
      notExpense: 'Only a pending expense takes a receipt.',
      pendingAdjustments: 'Answer or withdraw the pending adjustments of these turnovers first.',
      negativePayment: 'These turnovers add up to less than nothing; a payment cannot be negative.',
      appBusinessMethod: 'Only Venmo, Cash App and PayPal have a business option.',
      paidOnInvalid: 'Enter the date it was paid, not later than today.',
      notYourPayment: 'Only the cleaner who was paid confirms receiving it.',
    },
    csv: {
      statementHeader: ['Date', 'Type', 'Property', 'Description', 'Status', 'Amount', 'Method', 'Reference'],
      expensesHeader: ['Date', 'Property', 'Cleaner', 'Category', 'Amount', 'Method'],
      turnover: 'Turnover',
      cancelledTurnover: 'Cancelled turnover',
      adjustment: 'Adjustment',
      payment: 'Payment',
      total: 'Total',
      cleaning: 'Cleaning',
      unpaid: 'Unpaid',
      openingBalance: 'Opening balance',
      earned: 'Earned',
      paid: 'Paid',
      closingBalance: 'Closing balance',
      lineStatuses: { unpaid: 'Unpaid', paid: 'Paid', received: 'Received' },
      adjustmentStatuses: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' },
      paymentStatuses: { paid: 'Paid', received: 'Received' },
    },
  },
  // ---------------------------------------------------------------------------------------------
  // web: the pages' texts (added by the web half)
  // ---------------------------------------------------------------------------------------------
} as const;
