Q = "Orders"
D = "Pickup dates"
CATEGORIES = [
    ("Customers", ["Mrs. Flores", "Mr. Garza", "Ms. Herrera", "Mr. Ibarra"]),
    ("Fillings", ["chicken verde", "pork red chile", "rajas con queso", "sweet pineapple"]),
    ("Orders", ["2 dozen", "3 dozen", "4 dozen", "5 dozen"], [2, 3, 4, 5]),
    ("Pickup dates", ["December 20th", "December 21st", "December 22nd", "December 23rd"], [20, 21, 22, 23]),
]
SOLUTION = [
    ["Mrs. Flores", "rajas con queso", "4 dozen", "December 22nd"],
    ["Mr. Garza", "pork red chile", "2 dozen", "December 23rd"],
    ["Ms. Herrera", "sweet pineapple", "5 dozen", "December 20th"],
    ["Mr. Ibarra", "chicken verde", "3 dozen", "December 21st"],
]
CLUES = [
    ("The customer picking up on December 23rd ordered the fewest tamales.", lambda s: s.n(Q, "December 23rd") == 2),
    ("Mrs. Flores's pickup is 2 days after Ms. Herrera's.", lambda s: s.n(D, "Mrs. Flores") == s.n(D, "Ms. Herrera") + 2),
    ("The chicken verde order is 1 dozen smaller than the rajas con queso order.", lambda s: s.n(Q, "chicken verde") == s.n(Q, "rajas con queso") - 1),
    ("Ms. Herrera ordered the most tamales.", lambda s: s.n(Q, "Ms. Herrera") == 5),
    ("Of Mr. Ibarra and the pork red chile customer, one picks up on December 21st and the other ordered 2 dozen.",
     lambda s: not s.same("Mr. Ibarra", "pork red chile") and (
         (s.same("Mr. Ibarra", "December 21st") and s.same("pork red chile", "2 dozen")) or
         (s.same("pork red chile", "December 21st") and s.same("Mr. Ibarra", "2 dozen")))),
    ("The sweet pineapple tamales aren't being picked up on December 22nd.", lambda s: not s.same("sweet pineapple", "December 22nd")),
    ("Mr. Garza will pick up his order later than Mr. Ibarra.", lambda s: s.n(D, "Mr. Garza") > s.n(D, "Mr. Ibarra")),
    ("Mrs. Flores didn't order the chicken verde.", lambda s: not s.same("Mrs. Flores", "chicken verde")),
]
QUESTIONS = [("When will Mrs. Flores pick up her tamales?", lambda s: s.v(D, "Mrs. Flores"))]
NUM = "."
INTRO = ["Lupe's kitchen is taking holiday tamale orders. Four customers each ordered a different filling in a different quantity, and each will collect on a different date."]
OUTRO = []
REMARKS = INTRO + OUTRO
