T = "Launches"
A = "Altitudes"
def t(s, x):
    return s.n(T, x)
def alt(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Pilots", ["Marv", "Nadine", "Orville", "Patsy"]),
    ("Balloons", ["Blue Moon", "Lady Liberty", "Sky Dancer", "Tumbleweed"]),
    ("Launches", ["6:15 AM", "6:30 AM", "6:45 AM", "7:00 AM"], [375, 390, 405, 420]),
    ("Altitudes", ["800 feet", "1100 feet", "1400 feet", "1700 feet"], [800, 1100, 1400, 1700]),
]
CLUES = [
    ("The first balloon up, Lady Liberty, didn't go the highest.", lambda s: t(s, "Lady Liberty") == 375 and alt(s, "Lady Liberty") != 1700),
    ("Orville, who has been flying since the Carter administration, launched 15 minutes after Marv.",
     lambda s: t(s, "Orville") == t(s, "Marv") + 15),
    ("Tumbleweed climbed 300 feet higher than Sky Dancer.", lambda s: alt(s, "Tumbleweed") == alt(s, "Sky Dancer") + 300),
    ("The last balloon to launch reached the lowest altitude.", lambda s: alt(s, "7:00 AM") == 800),
    ("Patsy's balloon is not Blue Moon.", lambda s: not s.same("Patsy", "Blue Moon")),
    ("Nadine launched a quarter of an hour before Patsy.", lambda s: t(s, "Nadine") == t(s, "Patsy") - 15),
    ("Marv's balloon went higher than Patsy's.", lambda s: alt(s, "Marv") > alt(s, "Patsy")),
    ("Nadine's balloon, which she bought secondhand from a rancher in Amarillo, topped out at 1100 feet.", lambda s: alt(s, "Nadine") == 1100),
    ("Patsy got off the ground before Orville did.", lambda s: t(s, "Patsy") < t(s, "Orville")),
]
REMARKS = ["Every September the sky over Cottonwood Flats fills with color for the Great Plains Balloon Rally. On Saturday morning, four pilots lifted off one at a time, fifteen minutes apart, and each balloon topped out at a different altitude. Using the clues, find each pilot's balloon, launch time and highest altitude."]
QUESTIONS = [("Which balloon reached 1700 feet, and who was flying it?",
              lambda s: (s.v("Balloons", "1700 feet"), s.v("Pilots", "1700 feet")))]
