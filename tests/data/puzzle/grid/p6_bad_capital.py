# Clue 2, "The client bound for the capital of Norway will stay 2 nights longer
# than Mrs. Birch.", names a destination only by outside knowledge: no value
# is Norway or its capital, and only knowing that Oslo is the capital of
# Norway lets a reader pick Oslo.
N = "Nights"
def n(s, x):
    return s.n(N, x)
CATEGORIES = [
    ("Clients", ["Mr. Ames", "Mrs. Birch", "Miss Cho", "Dr. Diaz"]),
    ("Cities", ["Lima", "Oslo", "Perth", "Quito"]),
    ("Nights", ["3 nights", "5 nights", "7 nights", "9 nights"], [3, 5, 7, 9]),
]
CLUES = [
    ("Miss Cho, who has never set foot outside Ohio, booked the longest stay.", lambda s: n(s, "Miss Cho") == 9),
    ("Dr. Diaz isn't going to Perth.", lambda s: not s.same("Dr. Diaz", "Perth")),
    ("The trip to Lima is 4 nights shorter than Mr. Ames's trip.", lambda s: n(s, "Lima") == n(s, "Mr. Ames") - 4),
    ("Mrs. Birch won't be in Quito.", lambda s: not s.same("Mrs. Birch", "Quito")),
    ("Miss Cho isn't going to Perth.", lambda s: not s.same("Miss Cho", "Perth")),
    ("Mr. Ames isn't going to Oslo.", lambda s: not s.same("Mr. Ames", "Oslo")),
]
REFUSED = {
    "The client bound for the capital of Norway will stay 2 nights longer than Mrs. Birch.": {
        "as Oslo": lambda s: n(s, "Oslo") == n(s, "Mrs. Birch") + 2,
        "as Lima": lambda s: n(s, "Lima") == n(s, "Mrs. Birch") + 2,
        "as Perth": lambda s: n(s, "Perth") == n(s, "Mrs. Birch") + 2,
        "as Quito": lambda s: n(s, "Quito") == n(s, "Mrs. Birch") + 2,
    },
}
EXPECT = 4
REMARKS = ["Wanderlust Travel on Main Street booked four clients on trips last week. Each client is flying to a different city and staying a different number of nights. Match each client with a destination and the length of the stay."]
QUESTIONS = [("Where is Dr. Diaz going?", None)]
