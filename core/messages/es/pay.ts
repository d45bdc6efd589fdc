// Issue 42: pay records (decision 050). One namespace, `pay`, in two clearly separate sections:
// `server` (bell entries, emails, the CSV's words: read by the server only) and `web` (the pages
// /host/payments and /cleaner/earnings, added by the web half). Keep the sections apart.
import type { Widen } from '../widen';
import type { pay as english } from '../en/pay';
export const pay: Widen<typeof english> = {
  // ---------------------------------------------------------------------------------------------
  // server: notifications, emails, statements' CSV words
  // ---------------------------------------------------------------------------------------------
  server: {
    kinds: {
      late_checkout: 'Salida tardía',
      extra_guests: 'Huéspedes adicionales',
      extra_time: 'Tiempo adicional',
      expense: 'Gasto',
      mileage: 'Millaje',
      late_cancellation: 'Cargo por cancelación tardía',
      deduction: 'Descuento',
    },
    quantities: {
      late_checkout: '{n} min',
      extra_guests: '{n} huéspedes',
      extra_time: '{n} min',
      mileage: '{n} mi',
    },
    methods: {
      zelle: 'Zelle',
      venmo: 'Venmo',
      cash_app: 'Cash App',
      paypal: 'PayPal',
      check: 'Cheque',
      cash: 'Efectivo',
      card: 'Tarjeta',
      other: 'Otro',
    },
    possibly1099K: 'posible 1099-K',
    adjustmentProposed: {
      title: '{name} propuso un ajuste',
      message: '{kind}, {amount}, en la limpieza de {place} del {date}. Acéptalo o recházalo.',
      subject: '{name} propuso un ajuste de {amount}',
      heading: 'Un ajuste para revisar',
      action: 'Revisarlo',
      footnote: 'TurnReady guarda un registro de lo que acuerdan; no mueve dinero.',
    },
    adjustmentAnswered: {
      acceptedTitle: '{name} aceptó tu ajuste',
      declinedTitle: '{name} rechazó tu ajuste',
      message: '{kind}, {amount}, en la limpieza de {place} del {date}.',
    },
    paymentMarked: {
      title: '{name} marcó {amount} como pagado',
      message: {
        one: 'Por {method} el {date}, por 1 limpieza. Confírmalo cuando lo hayas recibido.',
        other: 'Por {method} el {date}, por {count} limpiezas. Confírmalo cuando lo hayas recibido.',
      },
      subject: '{name} marcó {amount} como pagado',
      heading: 'Un pago para confirmar',
      action: 'Confirmar que lo recibí',
      footnote: 'TurnReady guarda un registro de los pagos; no mueve dinero.',
    },
    paymentReceived: {
      title: '{name} confirmó que recibió {amount}',
      message: 'Pagado por {method} el {date}.',
    },
    errors: {
      notFound: 'No encontramos este registro de pago.',
      notPayable:
        'Solo una limpieza completada, o una cancelada por su cargo por cancelación tardía, tiene una línea de pago.',
      kindNotHere: 'Este tipo de ajuste no aplica a esta limpieza.',
      quantityNeeded: 'Indica cuántos (minutos, huéspedes o millas).',
      quantityNotAllowed: 'Este tipo de ajuste no lleva cantidad.',
      noteNeeded: 'Explica el motivo del descuento.',
      linePaid: 'Esta limpieza ya está marcada como pagada; su monto ya no puede cambiar.',
      tooManyAdjustments: 'Una limpieza puede tener como máximo {max} ajustes.',
      ownProposal: 'La otra parte acepta o rechaza lo que tú propusiste.',
      notProposer: 'Solo quien propuso un ajuste puede retirarlo.',
      notPending: 'Este ajuste ya fue respondido.',
      notExpense: 'Solo un gasto pendiente lleva un recibo.',
      pendingAdjustments: 'Primero responde o retira los ajustes pendientes de estas limpiezas.',
      negativePayment: 'Estas limpiezas suman menos de cero; un pago no puede ser negativo.',
      appBusinessMethod: 'Solo Venmo, Cash App y PayPal tienen una opción para negocios.',
      paidOnInvalid: 'Indica la fecha en que se pagó, no posterior a hoy.',
      notYourPayment: 'Solo el profesional que recibió el pago puede confirmarlo.',
    },
    csv: {
      statementHeader: ['Fecha', 'Tipo', 'Propiedad', 'Descripción', 'Estado', 'Monto', 'Método', 'Referencia'],
      expensesHeader: ['Fecha', 'Propiedad', 'Profesional', 'Categoría', 'Monto', 'Método'],
      turnover: 'Limpieza',
      cancelledTurnover: 'Limpieza cancelada',
      adjustment: 'Ajuste',
      payment: 'Pago',
      total: 'Total',
      cleaning: 'Limpieza',
      unpaid: 'Sin pagar',
      openingBalance: 'Saldo inicial',
      earned: 'Ganado',
      paid: 'Pagado',
      closingBalance: 'Saldo final',
      lineStatuses: { unpaid: 'Sin pagar', paid: 'Pagado', received: 'Recibido' },
      adjustmentStatuses: { pending: 'Pendiente', accepted: 'Aceptado', declined: 'Rechazado', withdrawn: 'Retirado' },
      paymentStatuses: { paid: 'Pagado', received: 'Recibido' },
    },
  },
  // ---------------------------------------------------------------------------------------------
  // web: the pages' texts (added by the web half)
  // ---------------------------------------------------------------------------------------------
} as const;
