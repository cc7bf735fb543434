import { faqsOf, type FaqInput } from './faq';

/**
 * The FAQs tab (docs/rules/research.md#faqs): questions shoppers ask about the model, answered
 * from the listings for sale and the mileage statistics. The server renders every answer.
 */
export function FaqPanel(props: FaqInput) {
  const faqs = faqsOf(props);
  return (
    <dl className="reference__faqs">
      {faqs.map((faq) => (
        <div key={faq.id} className="reference__faq" data-faq={faq.id}>
          <dt>{faq.question}</dt>
          <dd>{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
