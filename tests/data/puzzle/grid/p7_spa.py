C, T, H, P = "Clients", "Treatments", "Appointments", "Prices"
CATEGORIES = [
    (C, ["Mrs. Abernathy", "Ms. Delacroix", "Mr. Fenwick", "Dr. Oyelaran"]),
    (T, ["facial", "hot-stone massage", "pedicure", "seaweed wrap"]),
    (H, ["10:15 AM", "11:00 AM", "11:45 AM", "12:30 PM"], [615, 660, 705, 750]),
    (P, ["$62.50", "$75.00", "$87.50", "$100.00"], [6250, 7500, 8750, 10000]),
]
DOT = True
NUM = "."
INTRO = ("Tuesday mornings are quiet at the Willow Creek Day Spa, so owner Priya Nandakumar "
         "was surprised when four regulars all called for appointments on the same day. "
         "Each client booked a different treatment at a different time, and no two paid the same price. "
         "From the clues below, work out who came in when, what each one had done, and what it cost.")
REMARKS = [INTRO]
CLUES = [
    ("Mr. Fenwick, who has been coming here since the spa opened, had his appointment exactly 45 minutes after Mrs. Abernathy's.", lambda s: s.n(H, "Mr. Fenwick") == s.n(H, "Mrs. Abernathy") + 45),
    ("The client who booked the pedicure paid $12.50 less than Mr. Fenwick.", lambda s: s.n(P, "pedicure") == s.n(P, "Mr. Fenwick") - 1250),
    ("Dr. Oyelaran did not have the seaweed wrap (she says it makes her feel like a sushi roll).", lambda s: not s.same("Dr. Oyelaran", "seaweed wrap")),
    ("The most expensive treatment was booked for 11:00 AM.", lambda s: s.same("$100.00", "11:00 AM")),
    ("The earliest appointment was not for the facial.", lambda s: not s.same("10:15 AM", "facial")),
    ("Neither Ms. Delacroix nor the client with the 12:30 PM appointment had the facial.", lambda s: not s.same("Ms. Delacroix", "facial") and not s.same("12:30 PM", "facial")),
    ("The hot-stone massage cost less than the seaweed wrap.", lambda s: s.n(P, "hot-stone massage") < s.n(P, "seaweed wrap")),
    ("Ms. Delacroix, who had to be at the office by noon, took the first slot of the day.", lambda s: s.same("Ms. Delacroix", "10:15 AM")),
    ("Dr. Oyelaran paid $12.50 more than Mrs. Abernathy.", lambda s: s.n(P, "Dr. Oyelaran") == s.n(P, "Mrs. Abernathy") + 1250),
]
QUESTIONS = [("What did Ms. Delacroix pay?", lambda s: s.v(P, "Ms. Delacroix"))]
