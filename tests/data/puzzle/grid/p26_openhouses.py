B = "Bedrooms"
T = "Times"
CATEGORIES = [
    ("Streets", ["Birch Lane", "Cedar Court", "Hickory Drive", "Sycamore Road"]),
    ("Styles", ["Cape Cod", "colonial", "ranch", "split-level"]),
    ("Bedrooms", ["2 bedrooms", "3 bedrooms", "4 bedrooms", "5 bedrooms"], [2, 3, 4, 5]),
    ("Times", ["11:00 AM", "12:30 PM", "2:00 PM", "3:30 PM"], [660, 750, 840, 930]),
]
SOLUTION = [
    ["Birch Lane", "ranch", "3 bedrooms", "2:00 PM"],
    ["Cedar Court", "colonial", "5 bedrooms", "11:00 AM"],
    ["Hickory Drive", "Cape Cod", "2 bedrooms", "3:30 PM"],
    ["Sycamore Road", "split-level", "4 bedrooms", "12:30 PM"],
]
CLUES = [
    ("The colonial has the most bedrooms and was shown first.",
     lambda s: s.n(B, "colonial") == 5 and s.n(T, "colonial") == 660),
    ("The Cape Cod was shown three hours after the split-level.", lambda s: s.n(T, "Cape Cod") == s.n(T, "split-level") + 180),
    ("The Birch Lane home has one more bedroom than the Hickory Drive home.",
     lambda s: s.n(B, "Birch Lane") == s.n(B, "Hickory Drive") + 1),
    ("The ranch isn't on Sycamore Road.", lambda s: not s.same("ranch", "Sycamore Road")),
    ("The house shown at 2:00 PM has fewer bedrooms than the one on Sycamore Road.",
     lambda s: s.n(B, "2:00 PM") < s.n(B, "Sycamore Road")),
    ("The Hickory Drive home was shown last.", lambda s: s.n(T, "Hickory Drive") == 930),
    ("The Sycamore Road home was shown an hour and a half before the Birch Lane home.",
     lambda s: s.n(T, "Sycamore Road") == s.n(T, "Birch Lane") - 90),
    ("The split-level has one bedroom fewer than the colonial.", lambda s: s.n(B, "split-level") == s.n(B, "colonial") - 1),
    ("The Cedar Court home has more bedrooms than the one on Birch Lane.", lambda s: s.n(B, "Cedar Court") > s.n(B, "Birch Lane")),
]
NUM = "."
DOT = False
INTRO = [
    "Sunday Open Houses",
    "Real estate agent Pam Riordan held open houses at four homes last Sunday, one after another, an hour and a half apart. Each home is on a different street, is built in a different style, and has a different number of bedrooms. Determine each home's style, number of bedrooms, and the time of its open house.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
