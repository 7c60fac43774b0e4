C, G, D, P = "Customers", "Garments", "Due dates", "Charges"
CATEGORIES = [
    (C, ["Mr. Benedetti", "Mrs. Kowalczyk", "Miss Honeycutt", "Rev. Ashworth"]),
    (G, ["bridesmaid dress", "kilt", "overcoat", "tuxedo"]),
    (D, ["March 3", "March 7", "March 12", "March 20"], [3, 7, 12, 20]),
    (P, ["$24.50", "$38.00", "$45.75", "$60.00"], [2450, 3800, 4575, 6000]),
]
NUM = "."
INTRO = ("Old Mr. Farouk has been altering clothes in the same narrow shop on Cable Street for forty years. "
         "Last week four customers each left one garment with him, and he wrote each a ticket with a due date "
         "and a price. No two tickets share a date or a price.")
REMARKS = [INTRO]
CLUES = [
    ("The bridesmaid dress, which needed an entirely new hem, was both the most expensive job and the last to be finished.", lambda s: s.same("bridesmaid dress", "$60.00") and s.same("bridesmaid dress", "March 20")),
    ("Mrs. Kowalczyk's garment was due four days before Rev. Ashworth's.", lambda s: s.n(D, "Mrs. Kowalczyk") == s.n(D, "Rev. Ashworth") - 4),
    ("Rev. Ashworth was charged $7.75 less than Mr. Benedetti.", lambda s: s.n(P, "Rev. Ashworth") == s.n(P, "Mr. Benedetti") - 775),
    ("The overcoat was not Mr. Benedetti's; his was due on the 12th.", lambda s: not s.same("overcoat", "Mr. Benedetti") and s.same("Mr. Benedetti", "March 12")),
    ("The kilt cost more to alter than the overcoat.", lambda s: s.n(P, "kilt") > s.n(P, "overcoat")),
    ("Miss Honeycutt's alteration was not the cheapest.", lambda s: not s.same("Miss Honeycutt", "$24.50")),
    ("The overcoat was due first.", lambda s: s.same("overcoat", "March 3")),
    ("The kilt was due before the tuxedo.", lambda s: s.n(D, "kilt") < s.n(D, "tuxedo")),
]
QUESTIONS = [("What did Miss Honeycutt bring in?", lambda s: s.v(G, "Miss Honeycutt"))]
