T = "Times"
CATEGORIES = [
    ("Patients", ["Mr. Gallo", "Mrs. Hart", "Ms. Ito", "Mr. Jansen"]),
    ("Injuries", ["ankle", "knee", "shoulder", "wrist"]),
    ("Times", ["8:30am", "9:15am", "10:00am", "10:45am"], [510, 555, 600, 645]),
]
SOLUTION = [
    ["Mr. Gallo", "knee", "10:00am"],
    ["Mrs. Hart", "wrist", "8:30am"],
    ["Ms. Ito", "ankle", "10:45am"],
    ["Mr. Jansen", "shoulder", "9:15am"],
]
CLUES = [
    ("Mrs. Hart's appointment is 45 minutes before Mr. Jansen's.", lambda s: s.n(T, "Mrs. Hart") == s.n(T, "Mr. Jansen") - 45),
    ("The patient with the ankle injury has the last appointment of the morning.", lambda s: s.n(T, "ankle") == 645),
    ("Mr. Gallo's appointment is sometime after the patient with the shoulder injury.", lambda s: s.n(T, "Mr. Gallo") > s.n(T, "shoulder")),
    ("The wrist patient is either Mrs. Hart or Ms. Ito.", lambda s: s.same("wrist", "Mrs. Hart") or s.same("wrist", "Ms. Ito")),
    ("Mr. Jansen isn't being treated for his knee.", lambda s: not s.same("Mr. Jansen", "knee")),
    ("Ms. Ito is seen later than Mr. Gallo.", lambda s: s.n(T, "Ms. Ito") > s.n(T, "Mr. Gallo")),
]
QUESTIONS = [("At what time is Mr. Gallo's appointment?", lambda s: s.v(T, "Mr. Gallo"))]
NUM = "."
INTRO = ["Four patients have physical therapy appointments at the clinic this morning, each for a different injury."]
OUTRO = []
REMARKS = INTRO + OUTRO
