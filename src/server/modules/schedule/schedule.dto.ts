/** A cleaner holding a booking's time: reserved while it is pending, assigned once confirmed. */
export interface CrewMember {
  cleanerId: string;
  name: string;
  phone: string;
  kind: string;
}
