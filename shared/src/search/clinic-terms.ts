import { clinicTermsFrom } from './term-search';

/**
 * The words a patient may search the clinic's doctors by, in English, Hindi and Kannada: one line per
 * meaning, its words separated by commas; a doctor whose own words (name, focus, speciality, services,
 * languages, as stored) contain one of a line's words is found by every word of that line. Several words
 * make one phrase ("कान में आवाज़"), found only whole. A word spelled alike in Devanagari and Kannada script
 * once folded (ಹಿಂದಿ / हिंदी, ಸ್ಪೀಚ್ / स्पीच, see fold.ts) is written once. No line holds a word that
 * begins with another line's sense: "ear" finds ears, not "hearing".
 */
export const CLINIC_TERMS: readonly string[] = [
  // Who
  'doctor, doctors, dr, डॉक्टर, चिकित्सक, वैद्य, ವೈದ್ಯ, ವೈದ್ಯರು',
  'specialist, specialists, expert, विशेषज्ञ, स्पेशलिस्ट, ಸ್ಪೆಷಲಿಸ್ಟ್, ತಜ್ಞ, ತಜ್ಞರು',
  'audiologist, audiologists, audiology, ऑडियोलॉजिस्ट, ऑडियोलोजिस्ट, ऑडियोलॉजी, ಆಡಿಯಾಲಜಿಸ್ಟ್, ಆಡಿಯೋಲಜಿಸ್ಟ್, ಆಡಿಯಾಲಜಿ',
  'ent, otolaryngologist, ear nose and throat, ear doctor, ear specialist, ईएनटी, नाक कान गला, कान नाक गला, कान का डॉक्टर, कान विशेषज्ञ, ಇಎನ್‌ಟಿ, ಕಿವಿ ಮೂಗು ಗಂಟಲು, ಕಿವಿ ವೈದ್ಯ, ಕಿವಿ ಡಾಕ್ಟರ್',
  'general, जनरल, सामान्य, ಸಾಮಾನ್ಯ',
  'physician, family doctor, family medicine, फिजिशियन, फैमिली डॉक्टर, ಫಿಸಿಶಿಯನ್, ಫ್ಯಾಮಿಲಿ ಡಾಕ್ಟರ್',
  'gynecologist, gynecology, women, pregnancy, गायनेकोलॉजिस्ट, स्त्री रोग, स्त्रीरोग, लेडी डॉक्टर, महिला, गर्भावस्था, ಗೈನಕಾಲಜಿಸ್ಟ್, ಮಹಿಳೆಯರ, ಗರ್ಭಿಣಿ',
  'dermatologist, dermatology, skin, त्वचा, त्वचा रोग, चमड़ी, चर्म रोग, स्किन, डर्मेटोलॉजिस्ट, ಚರ್ಮ, ಚರ್ಮರೋಗ, ಚರ್ಮ ರೋಗ, ಡರ್ಮಟಾಲಜಿಸ್ಟ್',
  'neurologist, neurology, neuro, nerve, nerves, न्यूरोलॉजिस्ट, न्यूरो, ನರರೋಗ, ನ್ಯೂರಾಲಜಿಸ್ಟ್',
  'gastroenterologist, gastro, stomach, digestion, पेट, पाचन, गैस्ट्रो, ಗ್ಯಾಸ್ಟ್ರೋ, ಹೊಟ್ಟೆ, ಜೀರ್ಣ, ಜೀರ್ಣಾಂಗ',
  // What
  'hearing, auditory, aural, deaf, deafness, hearing loss, hard of hearing, हियरिंग, सुनना, सुनने, सुनाई, श्रवण, बहरापन, बहरा, ऊँचा सुनना, कम सुनना, कम सुनाई, ಕಿವುಡು, ಕಿವುಡುತನ, ಶ್ರವಣ ದೋಷ, ಕಿವಿ ಕೇಳಿಸುವುದಿಲ್ಲ',
  'hearing aid, hearing aids, hearing machine, हियरिंग एड, मशीन, कान की मशीन, सुनने की मशीन, श्रवण यंत्र, ಶ್ರವಣ ಸಾಧನ, ಕಿವಿ ಯಂತ್ರ, ಮಷೀನ್, ಕಿವಿ ಮಷೀನ್',
  'ear, ears, कान, कानों, ಕಿವಿ, ಕಿವಿಯ, ಕಿವಿಗಳು',
  'speech, speaking, talking, स्पीच, वाणी, बोलना, बोलने, तुतलाना, ಮಾತು, ಮಾತಿನ, ಮಾತನಾಡಲು, ವಾಕ್',
  'voice, वॉयस, वॉइस, आवाज़ बैठना, गला बैठना, ಧ್ವನಿ, ಸ್ವರ, ವಾಯ್ಸ್',
  'stammering, stuttering, हकलाना, हकलाने, हकलाहट, ಉಗ್ಗು, ಉಗ್ಗುವಿಕೆ, ತೊದಲು, ತೊದಲುವಿಕೆ',
  'tinnitus, ringing, buzzing, ringing in the ears, ringing in the ear, टिनिटस, कान में आवाज़, कानों में आवाज़, कान में आवाज़ आना, कान में सीटी, कान में घंटी, कान बजना, ಟಿನ್ನಿಟಸ್, ಕಿವಿಯಲ್ಲಿ ಶಬ್ದ, ಕಿವಿಯಲ್ಲಿ ಗುಂಯ್, ಕಿವಿ ಗುಂಯ್',
  'vertigo, dizziness, dizzy, giddiness, giddy, balance, vestibular, वर्टिगो, चक्कर, चक्कर आना, संतुलन, ತಲೆಸುತ್ತು, ತಲೆ ಸುತ್ತು, ತಲೆತಿರುಗುವಿಕೆ, ಸಮತೋಲನ',
  'child, children, kid, kids, paediatric, pediatrician, pediatricians, पीडियाट्रिक, बच्चा, बच्चे, बच्चों, बच्ची, बाल रोग, ಮಗು, ಮಕ್ಕಳು, ಮಕ್ಕಳ, ಮಕ್ಕಳಿಗೆ',
  'newborn, baby, babies, infant, नवजात, शिशु, ಶಿಶುಗಳ, ಹಸುಗೂಸು',
  'therapy, therapist, treatment, थेरेपी, थेरपी, थेरेपिस्ट, इलाज, उपचार, चिकित्सा, ಥೆರಪಿಸ್ಟ್, ಚಿಕಿತ್ಸೆ',
  'test, tests, check, checkup, check up, assessment, evaluation, screening, जाँच, टेस्ट, परीक्षण, ಪರೀಕ್ಷೆ, ತಪಾಸಣೆ',
  'repair, repairs, servicing, मरम्मत, रिपेयर, ರಿಪೇರಿ, ದುರಸ್ತಿ',
  'cochlear, कॉक्लियर',
  'implant, implants, इम्प्लांट',
  'mould, moulds, mold, molds, मोल्ड',
  'lip reading, lipreading, लिप रीडिंग, होंठ पढ़ना, ತುಟಿ ಓದುವಿಕೆ',
  // The languages doctors speak
  'english, अंग्रेज़ी, इंग्लिश, ಇಂಗ್ಲಿಷ್, ಆಂಗ್ಲ',
  'kannada, कन्नड़',
  'hindi, हिंदी',
  'tamil, तमिल, ತಮಿಳು',
  'telugu, तेलुगु',
  'malayalam, मलयालम, ಮಲಯಾಳಂ',
  'marathi, मराठी',
  'urdu, उर्दू',
  'bengali, bangla, बांग्ला, बंगाली',
];

/**
 * Words that join others but name nothing a doctor could be found by ("बच्चों के डॉक्टर", "hearing problem",
 * "ಮಾತು ಮತ್ತು ಶ್ರವಣ"): left out of a search that has other words.
 */
export const JOINING_WORDS: readonly string[] = [
  'a, an, and, or, of, for, the, in, with, to, my, problem, problems',
  'के, की, का, को, में, से, और, या, लिए, वाला, वाले, वाली, समस्या, दिक्कत, परेशानी, तकलीफ़',
  'ಮತ್ತು, ಅಥವಾ, ಸಮಸ್ಯೆ, ತೊಂದರೆ',
];

export const CLINIC_TERMS_SEARCH = clinicTermsFrom(CLINIC_TERMS, JOINING_WORDS);
