import {
  type AdviceLanguage,
  SHC_PARAMETERS,
  type ShcFormSource,
  type ShcKForm,
  type ShcParameter,
  type ShcParameters,
  type ShcPForm,
} from '@agrim/contracts';
import { cardFormsFor, phosphorusFormOfRange, potassiumFormOfRange } from '@agrim/agronomy';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { farmMembers, farms, soilHealthCardReadings } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { isUuid } from '../lib/uuid.js';
import { OcrBusyError, UnreadableImageError } from '../soilHealthCard/index.js';
import { checkImage } from '../storage/images.js';
import type { FairQueue, Slot } from '../work/fairQueue.js';
import type { AdviceService } from './advice.service.js';

export interface CardReading {
  readable: boolean;
  parameters: ShcParameters;
  missing: ShcParameter[];
  ms: number;
}
/** Reads a card image; `hint.language` (the sender's language) picks which language the card is read in first. */
export type CardReader = (image: Buffer, hint?: { language?: AdviceLanguage }) => Promise<CardReading>;

export interface CardRequest {
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
}

/** The forms the user confirms the card prints P and K in (confirm and typed values). */
export interface UserForms {
  p_form?: ShcPForm;
  k_form?: ShcKForm;
}

/** The forms an answer used and how each was decided (see `forms`). */
export interface DecidedForms {
  p_form: ShcPForm;
  k_form: ShcKForm;
  p_form_from: ShcFormSource;
  k_form_from: ShcFormSource;
  forms_confirmed: boolean;
  forms_state: string | null;
}

/** A card reading of the caller's, as the `ownCardReading` check loads it. */
export type OwnedCardReading = Pick<typeof soilHealthCardReadings.$inferSelect, 'id' | 'extracted'>;

export const UNREADABLE_CARD =
  'No Soil Health Card values could be read from this image. Photograph the "Soil Test Results" table straight on, in good light and in focus, or enter the values by hand.';

const NEEDED: ShcParameter[] = ['n', 'p', 'k'];

/** Reads Soil Health Cards by OCR (one at a time, fairly across accounts) and turns their values into advice. */
export class ShcService {
  constructor(
    private readonly db: Db,
    private readonly reader: CardReader,
    private readonly advice: AdviceService,
    /** The OCR queue shared with the soil test analyzer (one tesseract worker). */
    readonly ocr: FairQueue,
  ) {}

  /** `slot`: the OCR queue place the upload took before its body was read (http/multipart.ts). */
  async read(caller: Caller, file: { bytes: Buffer; filename: string }, request: CardRequest, slot?: Slot) {
    checkImage(file.bytes, file.filename);
    let reading: CardReading;
    try {
      reading = await (slot ?? this.ocr.reserve(caller.userId)).run(() => this.reader(file.bytes, { language: request.language }));
    } catch (err) {
      if (err instanceof UnreadableImageError)
        throw new AppError('VALIDATION_FAILED', `${file.filename}: the image is damaged and cannot be decoded.`);
      if (err instanceof OcrBusyError) throw busy();
      throw err;
    }
    if (!reading.readable) throw new AppError('UNPROCESSABLE', UNREADABLE_CARD);
    const forms = await this.forms(caller, reading.parameters);
    const [row] = await this.db
      .insert(soilHealthCardReadings)
      .values({
        userId: caller.userId,
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
        extracted: reading.parameters,
        ocrMs: Math.round(reading.ms),
        ...columnsOf(forms),
      })
      .returning({ id: soilHealthCardReadings.id });
    return { ...(await this.answer(row!.id, reading.parameters, request, forms)), ocr_ms: Math.round(reading.ms) };
  }

  /** Values typed from a card that could not be read (or without a photo at all). */
  async enter(caller: Caller, request: CardRequest & UserForms & { parameters: ShcParameters }) {
    requireNpk(request.parameters);
    const forms = await this.forms(caller, request.parameters, request);
    const [row] = await this.db
      .insert(soilHealthCardReadings)
      .values({
        userId: caller.userId,
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
        extracted: {},
        confirmed: request.parameters,
        confirmedAt: new Date(),
        ocrMs: 0,
        ...columnsOf(forms),
      })
      .returning({ id: soilHealthCardReadings.id });
    return this.answer(row!.id, request.parameters, request, forms);
  }

  /**
   * The caller's card reading, refused (404) when it is not theirs: the check of the `ownCardReading` rule
   * (recommendations/records.ts), run once by the access guard before the handler.
   */
  async owned(caller: Caller, id: string): Promise<OwnedCardReading> {
    if (!isUuid(id)) throw notFound('No such card reading of yours.');
    const [row] = await this.db
      .select({ id: soilHealthCardReadings.id, extracted: soilHealthCardReadings.extracted })
      .from(soilHealthCardReadings)
      .where(and(eq(soilHealthCardReadings.id, id), eq(soilHealthCardReadings.userId, caller.userId)));
    if (!row) throw notFound('No such card reading of yours.');
    return row;
  }

  /** The user's corrected values (and the forms they confirm) replace what OCR read, and the advice is made from them. */
  async confirm(caller: Caller, read: OwnedCardReading, request: CardRequest & UserForms & { parameters: ShcParameters }) {
    requireNpk(request.parameters);
    const id = read.id;
    const mine = and(eq(soilHealthCardReadings.id, id), eq(soilHealthCardReadings.userId, caller.userId));
    // The printed normal level is the card's, not a value the user corrects: when the client sends
    // the values back without it, the one read from the photo still decides.
    const ranges: ShcParameters = {
      p: request.parameters.p && { ...request.parameters.p, normal: request.parameters.p.normal ?? read.extracted.p?.normal },
      k: request.parameters.k && { ...request.parameters.k, normal: request.parameters.k.normal ?? read.extracted.k?.normal },
    };
    const forms = await this.forms(caller, ranges, request);
    const updated = await this.db
      .update(soilHealthCardReadings)
      .set({
        confirmed: request.parameters,
        confirmedAt: new Date(),
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
        ...columnsOf(forms),
      })
      .where(mine)
      .returning({ id: soilHealthCardReadings.id });
    if (updated.length === 0) throw notFound('No such card reading of yours.');
    return this.answer(id, request.parameters, request, forms);
  }

  /**
   * In which form the card's P and K are taken, each on its own: the form the user confirmed; else
   * the one the card's printed normal level shows (P 10–25 or P2O5 23–57; K 120–280 or K2O
   * 145–337 kg/ha); else the usual card of the state of the caller's farm (the farm they joined
   * last that has a state), or the national default without one. `forms_confirmed` is false while
   * a form rests on such a default: the answer says so and the screen asks.
   */
  private async forms(caller: Caller, parameters: ShcParameters, user: UserForms = {}): Promise<DecidedForms> {
    const pRange = phosphorusFormOfRange(parameters.p?.normal);
    const kRange = potassiumFormOfRange(parameters.k?.normal);
    const usual = (!user.p_form && !pRange) || (!user.k_form && !kRange) ? cardFormsFor(await this.stateOf(caller)) : null;
    const [pForm, pFrom] = user.p_form
      ? [user.p_form, 'user' as const]
      : pRange
        ? [pRange, 'printed_range' as const]
        : [usual!.forms.p, usual!.from];
    const [kForm, kFrom] = user.k_form
      ? [user.k_form, 'user' as const]
      : kRange
        ? [kRange, 'printed_range' as const]
        : [usual!.forms.k, usual!.from];
    const decided = (from: ShcFormSource) => from === 'user' || from === 'printed_range';
    return {
      p_form: pForm,
      k_form: kForm,
      p_form_from: pFrom,
      k_form_from: kFrom,
      forms_confirmed: decided(pFrom) && decided(kFrom),
      forms_state: usual?.state ?? null,
    };
  }

  /** The state of the farm the caller joined last among those with a state; null without one. */
  private async stateOf(caller: Caller): Promise<string | null> {
    const [row] = await this.db
      .select({ state: farms.state })
      .from(farmMembers)
      .innerJoin(farms, eq(farms.id, farmMembers.farmId))
      .where(and(eq(farmMembers.userId, caller.userId), isNotNull(farms.state), ne(farms.state, '')))
      .orderBy(desc(farmMembers.addedAt))
      .limit(1);
    return row?.state ?? null;
  }

  private async answer(id: string, parameters: ShcParameters, request: CardRequest, forms: DecidedForms) {
    const missing = SHC_PARAMETERS.filter((k) => parameters[k] === undefined);
    // Without N, P and K there is no dose to compute: the screen asks for the missing values.
    const complete = NEEDED.every((k) => parameters[k] !== undefined);
    const recommendation = complete
      ? (
          await this.advice.forCard(
            parameters,
            { language: request.language, crop: request.crop_type, soilType: request.soil_type },
            { p: forms.p_form, k: forms.k_form },
          )
        ).response
      : '';
    return { id, recommendation, parameters, missing, ...forms };
  }
}

const columnsOf = (forms: DecidedForms) => ({
  pForm: forms.p_form,
  kForm: forms.k_form,
  pFormFrom: forms.p_form_from,
  kFormFrom: forms.k_form_from,
});

function requireNpk(parameters: ShcParameters): void {
  const lacking = NEEDED.filter((k) => parameters[k] === undefined);
  if (lacking.length) {
    const list = lacking.map((k) => k.toUpperCase()).join(', ');
    throw new AppError('VALIDATION_FAILED', {
      en: `Enter the card's ${list} value to get advice.`,
      hi: `सलाह पाने के लिए कार्ड का ${list} मान भरें।`,
      mr: `सल्ला मिळवण्यासाठी पत्रिकेतील ${list} मूल्य भरा.`,
    });
  }
}

const busy = () => new AppError('RATE_LIMITED', 'The card reader is busy. Please try again in a minute.', { 'retry-after': '30' });
