export interface Testimonial {
  /** Its words in the catalog: `HomePage.testimonials.<id>.quote` and `.detail` (the clinic's curated copy). */
  id: 'lakshmi' | 'priyaKarthik' | 'irfan' | 'anita' | 'venkatesh';
  /** The patient's name, as they gave it: never translated. */
  name: string;
  rating: 5;
}

/** Five five-star reviews from patients and families (spec section 2). */
export const TESTIMONIALS: Testimonial[] = [
  { id: 'lakshmi', name: 'Lakshmi Narayan', rating: 5 },
  { id: 'priyaKarthik', name: 'Priya & Karthik S.', rating: 5 },
  { id: 'irfan', name: 'Mohammed Irfan', rating: 5 },
  { id: 'anita', name: 'Anita D’Souza', rating: 5 },
  { id: 'venkatesh', name: 'Venkatesh Rao', rating: 5 },
];
