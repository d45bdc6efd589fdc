// The Spanish text of the Terms of Service and the Privacy Policy (core/messages/en/legal-documents.ts),
// read only by their own pages (loaded with them, not with every page as the catalog is). Each
// document's intro opens with the notice that this is a translation and the English text governs.
// Placeholders: `{supportEmail}`, `{privacyPolicy}`, `{termsOfService}` links,
// `{photoRetentionMonths}` this deployment's PHOTO_RETENTION_MONTHS. Addressed with "tú".
import type { Widen } from '../widen';
import type { legalDocuments as english } from '../en/legal-documents';

/** Opens each document: a translation for convenience; the English version governs. */
const translationNotice =
  'Esta traducción se ofrece para tu comodidad. En caso de diferencia, prevalece la versión en inglés.';

export const legalDocuments: Widen<typeof english> = {
  terms: {
    title: 'Términos del servicio',
    intro: `${translationNotice} Estos Términos del servicio ("Términos") son un acuerdo entre tú y TurnReady ("TurnReady", "nosotros"). Rigen tu uso del sitio web y los servicios de TurnReady, que conectan a anfitriones de rentas de corto plazo con profesionales de limpieza independientes para la limpieza de propiedades entre huéspedes en los Estados Unidos. Léelos con atención.`,
    sections: [
      {
        id: 'acceptance',
        heading: '1. Aceptación de estos Términos',
        paragraphs: [
          'Al crear una cuenta, publicar un trabajo, enviar una solicitud a un trabajo o usar TurnReady de cualquier otra forma, aceptas estos Términos y nuestra {privacyPolicy}. Si no estás de acuerdo, no uses TurnReady.',
          'Si usas TurnReady en nombre de una empresa u otra organización, confirmas que tienes autorización para aceptar estos Términos en su nombre.',
        ],
      },
      {
        id: 'eligibility',
        heading: '2. Requisitos',
        paragraphs: [
          'Debes tener al menos 18 años para crear una cuenta o usar TurnReady. Al usar TurnReady confirmas que tienes al menos 18 años y que puedes celebrar un contrato vinculante.',
          'TurnReady se ofrece a usuarios de los Estados Unidos y sus territorios.',
        ],
      },
      {
        id: 'our-role',
        heading: '3. Lo que TurnReady hace y lo que no hace',
        paragraphs: [
          'TurnReady es un mercado en línea. Los anfitriones (propietarios y administradores de propiedades) publican trabajos de limpieza con un pago por limpieza, y los profesionales de limpieza crean perfiles, buscan trabajos activos y envían solicitudes.',
          'Los profesionales de limpieza son contratistas independientes. No son empleados, agentes ni contratistas de TurnReady, y TurnReady no dirige ni controla cómo, cuándo ni si realizan algún trabajo.',
          'TurnReady no es parte de ningún acuerdo entre usuarios. Cualquier acuerdo para limpiar una propiedad, incluidos su precio, horario, alcance, pago y cancelación, se celebra únicamente entre el anfitrión y el profesional de limpieza, y cada uno es responsable de cumplirlo y de sus propios impuestos, seguros, licencias y obligaciones legales.',
          'TurnReady no garantiza que un trabajo se cubra ni que haya un profesional de limpieza disponible, ni la calidad, la seguridad o la legalidad de ningún trabajo o servicio de limpieza.',
        ],
      },
      {
        id: 'accounts',
        heading: '4. Tu cuenta',
        paragraphs: [
          'Debes dar información exacta y completa al crear tu cuenta, verificar tu correo electrónico y mantener tu información al día. Tu cuenta se crea solo después de que se verifica tu correo electrónico.',
          'Eres responsable de mantener tu contraseña en secreto y de toda la actividad de tu cuenta. Avísanos de inmediato en {supportEmail} si crees que alguien usó tu cuenta sin tu permiso.',
          'No puedes vender, transferir ni compartir tu cuenta.',
        ],
      },
      {
        id: 'plans-billing',
        heading: '5. Planes gratis y de pago, y facturación',
        paragraphs: [
          'TurnReady tiene niveles gratis y de pago. Los anfitriones pueden usar un plan gratis o suscribirse a un plan de pago que permite más publicaciones de trabajo activas y datos completos de más solicitantes. Los profesionales de limpieza pueden usar TurnReady gratis o comprar un plan Destacado opcional de pago para que sus solicitudes aparezcan primero. Los planes, límites y precios vigentes aparecen en nuestras páginas de precios y de facturación.',
          'La facturación es solo mensual. Un plan de pago se renueva automáticamente cada mes y se cobra por adelantado a la tarjeta de pago que nos des hasta que lo canceles. No ofrecemos facturación anual ni por otros periodos.',
          'Los pagos los procesa nuestro proveedor de pagos con tarjeta. Al suscribirte, nos autorizas a nosotros y a nuestro proveedor de pagos a cobrar a tu tarjeta cada periodo mensual. Eres responsable de los impuestos que correspondan.',
          'Podemos cambiar nuestros planes o precios. Te avisaremos antes de que un cambio de precio entre en vigor, y el nuevo precio se aplica desde tu siguiente periodo de facturación mensual.',
        ],
      },
      {
        id: 'cancellation-refunds',
        heading: '6. Cancelación y reembolsos',
        paragraphs: [
          'Puedes cancelar un plan de pago en cualquier momento. Cuando cancelas, conservas el acceso a las funciones de pago hasta el final del periodo mensual que ya pagaste; después tu plan vuelve al nivel gratis y no se te vuelve a cobrar.',
          'No hay reembolsos por meses parciales. Las tarifas ya pagadas no se reembolsan si cancelas, bajas de plan o dejas de usar TurnReady durante un periodo de facturación, salvo cuando la ley disponga otra cosa.',
        ],
      },
      {
        id: 'jobs-applications',
        heading: '7. Trabajos y solicitudes',
        paragraphs: [
          'Los anfitriones deben describir cada trabajo con exactitud, incluidos la propiedad, el trabajo esperado y el pago por limpieza, y mantenerlo al día o quitarlo cuando ya no esté disponible. La cantidad de publicaciones de trabajo activas depende del plan del anfitrión.',
          'Los profesionales de limpieza deben describir con exactitud su experiencia, ubicación y disponibilidad, y enviar solicitudes solo a trabajos que estén dispuestos y puedan hacer.',
          'Se evitan las solicitudes duplicadas: un profesional de limpieza solo puede enviar una solicitud a cada trabajo.',
        ],
      },
      {
        id: 'background-checks',
        heading: '8. Sin verificación de antecedentes',
        paragraphs: [
          'TurnReady no hace verificaciones de antecedentes, de antecedentes penales, de identidad ni de licencias o seguros de anfitriones ni de profesionales de limpieza, y no verifica la información de los perfiles ni de las publicaciones de trabajo, incluidas las calificaciones y los años de experiencia.',
          'Tú eres responsable de decidir con quién trabajas. Antes de contratar o aceptar un trabajo, revisa los perfiles con cuidado, habla con la otra persona y toma las precauciones que consideres adecuadas.',
        ],
      },
      {
        id: 'conduct',
        heading: '9. Uso aceptable',
        paragraphs: ['Cuando usas TurnReady, aceptas no:'],
        items: [
          'publicar contenido falso, engañoso, discriminatorio o ilegal, ni hacerte pasar por otra persona;',
          'acosar, amenazar o defraudar a otros usuarios, ni usar sus datos de contacto para algo que no sea un trabajo de TurnReady;',
          'publicar trabajos que sean inseguros o ilegales, o que no sean de limpieza de propiedades;',
          'recopilar datos de TurnReady por medios automatizados, ni interferir con su seguridad o funcionamiento;',
          'eludir los límites de los planes, la protección contra solicitudes duplicadas u otras restricciones técnicas.',
        ],
      },
      {
        id: 'content',
        heading: '10. Tu contenido y su eliminación',
        paragraphs: [
          'Eres dueño del contenido que publicas, como tu perfil y tus publicaciones de trabajo. Le otorgas a TurnReady una licencia no exclusiva y libre de regalías para alojarlo, mostrarlo y compartirlo con otros usuarios con el fin de operar el servicio.',
          'Podemos eliminar contenido o restringir una cuenta que creamos que incumple estos Términos o la ley. Si eliminamos tu contenido, puedes apelar escribiendo a {supportEmail} dentro de los 30 días posteriores a la eliminación. Dinos qué se eliminó y por qué crees que debe restablecerse; revisaremos tu apelación y te responderemos.',
        ],
      },
      {
        id: 'privacy-retention',
        heading: '11. Privacidad y conservación de datos',
        paragraphs: [
          'Nuestra {privacyPolicy} explica qué datos personales recopilamos y cómo los usamos y compartimos.',
          'Puedes eliminar tu cuenta en cualquier momento comunicándote con soporte. Después de eliminar tu cuenta, podemos conservar tus datos personales hasta 7 años, por ejemplo para cumplir obligaciones legales, fiscales y contables, resolver disputas, prevenir fraudes y hacer cumplir estos Términos. Después los eliminamos o los anonimizamos.',
        ],
      },
      {
        id: 'disclaimers',
        heading: '12. Exención de garantías',
        paragraphs: [
          'TurnReady se ofrece "tal cual" y "según disponibilidad". En la máxima medida que permita la ley, renunciamos a toda garantía, expresa o implícita, incluidas las garantías de comerciabilidad, idoneidad para un fin determinado y no infracción. No prometemos que TurnReady funcione sin interrupciones, sin errores ni de forma segura.',
          'No somos responsables de la conducta de ningún usuario, de ningún trabajo o servicio de limpieza, ni de ninguna pérdida o daño a la propiedad que resulte de un acuerdo entre usuarios.',
        ],
      },
      {
        id: 'liability',
        heading: '13. Limitación de responsabilidad',
        paragraphs: [
          'En la máxima medida que permita la ley, TurnReady no será responsable de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de ninguna pérdida de ganancias, ingresos, datos o buena reputación, que resulte de tu uso de TurnReady o esté relacionado con él.',
          'Nuestra responsabilidad total por todas las reclamaciones que resulten de TurnReady o de estos Términos, o que estén relacionadas con ellos, se limita al monto que le pagaste a TurnReady en los 12 meses anteriores al hecho que da origen a la reclamación. Si no pagaste nada, nuestra responsabilidad se limita a lo que permita la ley.',
        ],
      },
      {
        id: 'indemnity',
        heading: '14. Indemnización',
        paragraphs: [
          'Aceptas indemnizar a TurnReady y mantenerlo libre de responsabilidad frente a reclamaciones, pérdidas y gastos, incluidos honorarios legales razonables, que resulten de tu contenido, tu uso de TurnReady, tus acuerdos con otros usuarios o tu incumplimiento de estos Términos.',
        ],
      },
      {
        id: 'termination',
        heading: '15. Suspensión y cancelación de la cuenta',
        paragraphs: [
          'Puedes dejar de usar TurnReady en cualquier momento. Podemos suspender o cerrar una cuenta que incumpla estos Términos, que cree riesgos para otros usuarios o para nosotros, o que la ley exija cerrar. Las secciones que por su naturaleza deban seguir vigentes después de la cancelación, incluidas las de tarifas, exención de garantías, limitación de responsabilidad, indemnización y conservación de datos, siguen aplicándose.',
        ],
      },
      {
        id: 'changes',
        heading: '16. Cambios a estos Términos',
        paragraphs: [
          'Podemos actualizar estos Términos de vez en cuando. Cuando hagamos cambios importantes, actualizaremos la fecha al principio de esta página y te avisaremos por correo o en la app antes de que los cambios entren en vigor. Si sigues usando TurnReady después de eso, aceptas los Términos actualizados.',
        ],
      },
      {
        id: 'general',
        heading: '17. Disposiciones generales',
        paragraphs: [
          'Estos Términos se rigen por las leyes de los Estados Unidos y del estado en el que TurnReady está constituido, sin tener en cuenta las normas sobre conflicto de leyes. Si alguna parte de estos Términos se considera inaplicable, el resto sigue vigente. Que no hagamos cumplir una disposición no significa que renunciemos a ella. Estos Términos y nuestra {privacyPolicy} son el acuerdo completo entre tú y TurnReady sobre el servicio.',
        ],
      },
      {
        id: 'contact',
        heading: '18. Contacto',
        paragraphs: ['¿Tienes preguntas sobre estos Términos? Escríbenos a {supportEmail}.'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro: `${translationNotice} Esta Política de privacidad explica qué datos personales recopila TurnReady cuando usas nuestro sitio web y nuestros servicios, cómo los usamos y compartimos, cuánto tiempo los conservamos y qué opciones tienes. Se aplica a anfitriones, profesionales de limpieza y visitantes.`,
    sections: [
      {
        id: 'collect',
        heading: '1. Información que recopilamos',
        paragraphs: [
          'Recopilamos la información que nos das y una pequeña cantidad de información que se genera cuando usas TurnReady:',
        ],
        items: [
          'Información de la cuenta: tu nombre, tu correo electrónico, tu contraseña (guardada solo en forma cifrada con hash) y si eres anfitrión o profesional de limpieza.',
          'Información del perfil: de los anfitriones, número de teléfono, ciudad y estado; de los profesionales de limpieza, número de teléfono, ciudad y estado, años de experiencia, calificación, disponibilidad y descripción personal.',
          'Información de los trabajos: la dirección, la ciudad y el estado de la propiedad, las habitaciones, los baños, la superficie en pies cuadrados, las notas, las comodidades, el pago por limpieza, la fecha de inicio y si el trabajo es recurrente.',
          'Solicitudes: a qué trabajos envió solicitud un profesional de limpieza, cuándo, y el estado que el anfitrión le da a cada solicitud.',
          'Limpiezas: la lista de tareas, las notas sobre insumos y las instrucciones de acceso que un anfitrión da para una propiedad, y lo que un profesional de limpieza registra mientras la limpia: cuándo empezó y terminó, las tareas que marcó, las notas, los problemas que reportó y las fotos que tomó. Volvemos a codificar cada foto y le quitamos sus metadatos, incluida su ubicación, antes de guardarla.',
          'Información de pago: los pagos los gestiona nuestro proveedor de pagos con tarjeta. No recibimos ni guardamos el número completo de tu tarjeta; guardamos tu plan, el estado de tu suscripción y la referencia que nos da nuestro proveedor de pagos.',
          'Correo: los correos que te enviamos, como los mensajes de verificación y de restablecimiento de contraseña, las cotizaciones que pides y, si lo aceptas, consejos de limpieza, y los mensajes que le envías a soporte.',
          'Información técnica: tu dirección IP, el tipo de navegador y las páginas que solicitas, registrados en los registros de nuestros servidores para mantener TurnReady seguro y en funcionamiento.',
        ],
      },
      {
        id: 'use',
        heading: '2. Cómo usamos tu información',
        paragraphs: ['Usamos tu información para:'],
        items: [
          'crear y proteger tu cuenta, verificar tu correo electrónico e iniciar tu sesión;',
          'mostrar las publicaciones de trabajo a los profesionales de limpieza y las solicitudes al anfitrión que publicó el trabajo;',
          'procesar suscripciones y pagos a través de nuestro proveedor de pagos con tarjeta;',
          'enviarte correos del servicio, como verificaciones, restablecimientos de contraseña, notificaciones y recibos, y consejos solo si los pediste;',
          'responder tus solicitudes de soporte y tus apelaciones;',
          'prevenir fraudes y abusos, hacer cumplir nuestros {termsOfService} y cumplir nuestras obligaciones legales;',
          'entender y mejorar cómo funciona TurnReady.',
        ],
      },
      {
        id: 'sharing',
        heading: '3. Cómo compartimos la información',
        paragraphs: ['No vendemos tus datos personales. Solo los compartimos de la siguiente manera:'],
        items: [
          'Con otros usuarios, según lo requiera el servicio: los anfitriones ven los perfiles de los profesionales de limpieza que envían solicitudes a sus trabajos, y los profesionales de limpieza ven los detalles de los trabajos y el nombre del anfitrión que los publicó. Cuánto ve un anfitrión del perfil de un solicitante depende del plan del anfitrión.',
          'Con proveedores de servicios que trabajan para nosotros, como nuestro proveedor de pagos con tarjeta y nuestros proveedores de envío de correo y de alojamiento, solo en la medida en que lo necesiten para prestar sus servicios y con la obligación de protegerlos.',
          'Cuando lo exija la ley, o para proteger los derechos, la propiedad o la seguridad de TurnReady, de nuestros usuarios o de otras personas.',
          'Con un comprador o sucesor si TurnReady participa en una fusión, adquisición o venta de activos, conforme a esta Política de privacidad.',
        ],
      },
      {
        id: 'retention',
        heading: '4. Cuánto tiempo conservamos la información',
        paragraphs: [
          'Conservamos tu información mientras tu cuenta esté abierta. Después de eliminar tu cuenta, podemos conservar datos personales hasta 7 años para cumplir obligaciones legales, fiscales y contables, resolver disputas, prevenir fraudes y hacer cumplir nuestros acuerdos. Después se eliminan o se anonimizan. Los registros de los servidores se conservan por menos tiempo.',
          'Las fotos tomadas durante las limpiezas, incluidas las fotos de problemas reportados, se conservan {photoRetentionMonths} meses y después se eliminan de nuestro almacenamiento. Cuando un anfitrión elimina un trabajo, sus fotos, su lista de tareas y sus instrucciones de acceso se eliminan de inmediato. Solo el anfitrión y el profesional de limpieza que tomó una foto pueden verla; las instrucciones de acceso se muestran solo al anfitrión y al profesional de cada limpieza, desde 24 horas antes de que empiece hasta que termina, y cada vez que un profesional las abre queda registrado para el anfitrión.',
        ],
      },
      {
        id: 'rights',
        heading: '5. Tus derechos y opciones',
        paragraphs: [
          'Puedes ver y actualizar la mayor parte de tu información en tu perfil en cualquier momento. También puedes pedirnos que:',
        ],
        items: [
          'te demos una copia de los datos personales que tenemos sobre ti;',
          'corrijamos la información que no sea exacta;',
          'eliminemos tu cuenta y tus datos personales, sujeto a la conservación descrita arriba;',
          'dejemos de enviarte consejos u otros correos opcionales.',
        ],
      },
      {
        id: 'rights-requests',
        heading: '6. Cómo hacer una solicitud',
        paragraphs: [
          'Para hacer una solicitud, escribe a {supportEmail} desde el correo electrónico de tu cuenta. Según el estado donde vivas, puedes tener derechos adicionales conforme a las leyes estatales de privacidad. Responderemos dentro del plazo que exija la ley y no te trataremos de forma diferente por ejercer tus derechos.',
        ],
      },
      {
        id: 'cookies',
        heading: '7. Cookies',
        paragraphs: [
          'TurnReady usa una sola cookie de sesión, que mantiene tu sesión iniciada y protege tu cuenta. Es estrictamente necesaria y se elimina cuando cierras sesión o cuando la sesión vence.',
          'No usamos cookies de publicidad, de seguimiento ni de análisis de terceros. Cuando pagas, te llevamos a la página de pago de nuestro proveedor de pagos con tarjeta, donde se aplican las políticas de cookies y de privacidad de ese proveedor.',
        ],
      },
      {
        id: 'security',
        heading: '8. Seguridad',
        paragraphs: [
          'Protegemos tu información con medidas como conexiones cifradas, contraseñas cifradas con hash y acceso restringido. Ningún servicio puede garantizar una seguridad total, así que usa una contraseña segura y única, y avísanos de inmediato si sospechas un acceso no autorizado.',
        ],
      },
      {
        id: 'children',
        heading: '9. Menores de edad',
        paragraphs: [
          'TurnReady es solo para personas de al menos 18 años. No recopilamos a sabiendas información de menores de 18 años; si nos enteramos de que lo hicimos, la eliminamos.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Cambios a esta política',
        paragraphs: [
          'Podemos actualizar esta Política de privacidad de vez en cuando. Cuando hagamos cambios importantes, actualizaremos la fecha al principio de esta página y te avisaremos por correo o en la app antes de que entren en vigor.',
        ],
      },
      {
        id: 'contact',
        heading: '11. Contacto',
        paragraphs: ['¿Tienes preguntas o solicitudes sobre tu privacidad? Escríbenos a {supportEmail}.'],
      },
    ],
  },
} as const;
