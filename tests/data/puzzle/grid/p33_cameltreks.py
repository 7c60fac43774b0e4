D = "Days"
K = "Distances"
CATEGORIES = [
    ("Guides", ["Hamid", "Idris", "Malika", "Nadia", "Youssef"]),
    ("Camels", ["Baraka", "Kamar", "Nour", "Sultan", "Zahra"]),
    ("Days", ["3 days", "4 days", "5 days", "6 days", "7 days"], [3, 4, 5, 6, 7]),
    ("Distances", ["60 km", "85 km", "110 km", "135 km", "160 km"], [60, 85, 110, 135, 160]),
]
SOLUTION = [
    ["Hamid", "Sultan", "6 days", "135 km"],
    ["Idris", "Nour", "3 days", "60 km"],
    ["Malika", "Zahra", "7 days", "160 km"],
    ["Nadia", "Baraka", "4 days", "110 km"],
    ["Youssef", "Kamar", "5 days", "85 km"],
]
CLUES = [
    ("The trek with Kamar lasted 2 days longer than Idris's.", lambda s: s.n(D, "Kamar") == s.n(D, "Idris") + 2),
    ("The 7-day trek covered the most ground.", lambda s: s.same("7 days", "160 km")),
    ("Idris's trek was the shortest, both in days and in distance.",
     lambda s: s.n(D, "Idris") == 3 and s.n(K, "Idris") == 60),
    ("Nadia's trek covered 25 km more than Youssef's but took a day less.",
     lambda s: s.n(K, "Nadia") == s.n(K, "Youssef") + 25 and s.n(D, "Nadia") == s.n(D, "Youssef") - 1),
    ("Of Hamid and the guide with Zahra, one trekked for 6 days and the other covered 160 km.",
     lambda s: not s.same("Hamid", "Zahra") and (
         (s.same("Hamid", "6 days") and s.same("Zahra", "160 km")) or
         (s.same("Zahra", "6 days") and s.same("Hamid", "160 km")))),
    ("Baraka walked exactly 50 km farther than Nour.", lambda s: s.n(K, "Baraka") == s.n(K, "Nour") + 50),
    ("Sultan's trek was 25 km longer than Baraka's.", lambda s: s.n(K, "Sultan") == s.n(K, "Baraka") + 25),
]
NUM = None
DOT = False
INTRO = ["Each guide led one desert trek with a different camel."]
OUTRO = []
REMARKS = INTRO + OUTRO
