import type { CropFeature, Reading, recommendationCropRequestSchema } from '@agrim/contracts';
import { predictCrop } from '@agrim/ml';
import type { z } from 'zod';
import type { Caller } from '../auth/tokens.js';
import { AppError } from '../http/errors.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';

export interface DeviceReadings {
  devices: DeviceService;
  queries: ReadingQueryService;
}

/**
 * Which of a probe's values may feed the crop model (issue 37). The model's data set (the Kaggle
 * "Crop Recommendation Dataset") was built by its author from a crop fertiliser table — rice 80-40-40,
 * maize 80-40-20 kg/ha N-P-K — merged with weather data (Gladiator07/Harvestify,
 * notebooks/Crop_data_preparation.ipynb, read for issue 37; the data set's README calls N, P, K a
 * "ratio", humidity "relative humidity in %", temperature in °C). A probe's N, P, K are a soil test
 * in mg/kg, and no factor (× 2.24 gives kg/ha of the soil's available nutrient) puts them on a
 * fertiliser table's scale; its temperature and moisture are the soil's, not the air's. Only its soil
 * pH is the model's pH. The rest comes from the body.
 */
const FROM: Record<CropFeature, 'device' | 'request'> = {
  N: 'request',
  P: 'request',
  K: 'request',
  temperature: 'request',
  humidity: 'request',
  ph: 'device',
  rainfall: 'request',
};

const two = (x: number) => String(Math.round(x * 100) / 100);

function deviceNote(v: Record<CropFeature, number>, reading: Reading) {
  const n = `${two(v.N)}, ${two(v.P)}, ${two(v.K)}`;
  const probe = `${two(reading.nitrogen)}, ${two(reading.phosphorus)}, ${two(reading.potassium)}`;
  return {
    en: `Device prediction: soil pH ${two(v.ph)} from the probe's reading of ${reading.timestamp}. Nitrogen, phosphorus and potassium are your values (${n} kg/ha): the model learned them from a crop fertiliser table, which the probe's soil test (${probe} mg/kg) is not. Temperature and humidity are your values (${two(v.temperature)} °C, ${two(v.humidity)} %): the model learned the air's, and the probe measures the soil's (${two(reading.temperature)} °C, soil moisture ${two(reading.moisture)} %). Rainfall is yours (${two(v.rainfall)} mm): probes do not measure it.`,
    hi: `डिवाइस अनुमान: मिट्टी का pH ${two(v.ph)} प्रोब की ${reading.timestamp} की रीडिंग से। नाइट्रोजन, फॉस्फोरस और पोटैशियम आपके मान हैं (${n} किलो/हेक्टेयर): मॉडल ने इन्हें फसलों की खाद सारणी से सीखा, जबकि प्रोब का मृदा परीक्षण (${probe} मिग्रा/किलो) वह नहीं है। तापमान और आर्द्रता आपके मान हैं (${two(v.temperature)} °C, ${two(v.humidity)} %): मॉडल ने हवा के मान सीखे, प्रोब मिट्टी के मापता है (${two(reading.temperature)} °C, मिट्टी की नमी ${two(reading.moisture)} %)। वर्षा आपकी है (${two(v.rainfall)} मिमी): प्रोब इसे नहीं मापते।`,
    mr: `उपकरण अंदाज: मातीचा सामू (pH) ${two(v.ph)} प्रोबच्या ${reading.timestamp} च्या रीडिंगवरून. नत्र, स्फुरद आणि पालाश तुमची मूल्ये आहेत (${n} kg/हेक्टर): मॉडेल ती पिकांच्या खत तक्त्यावरून शिकले, तर प्रोबचे माती परीक्षण (${probe} mg/kg) तसे नाही. तापमान आणि आर्द्रता तुमची मूल्ये आहेत (${two(v.temperature)} °C, ${two(v.humidity)} %): मॉडेल हवेची मूल्ये शिकले, प्रोब मातीची मोजतो (${two(reading.temperature)} °C, मातीतील ओलावा ${two(reading.moisture)} %). पाऊस तुमचा आहे (${two(v.rainfall)} mm): प्रोब तो मोजत नाहीत.`,
  };
}

/** The crop for the body's values and for the latest reading of the caller's device (or `deviceId`), with that reading. */
export async function recommendCropWithDevice(d: DeviceReadings, caller: Caller, b: z.output<typeof recommendationCropRequestSchema>) {
  const user = predictCrop({
    N: b.nitrogen,
    P: b.phosphorus,
    K: b.potassium,
    temperature: b.temperature,
    humidity: b.humidity,
    ph: b.ph,
    rainfall: b.rainfall,
  });
  const latest = await latestReadingOf(d, caller, b.deviceId);
  const reading = latest?.reading;
  const display = reading
    ? {
        device_id: latest.deviceId,
        timestamp: reading.timestamp,
        nitrogen: reading.nitrogen,
        phosphorus: reading.phosphorus,
        potassium: reading.potassium,
        temperature: reading.temperature,
        humidity: reading.humidity,
        ph: reading.ph,
        rainfall: b.rainfall,
      }
    : null;
  const inputs = reading
    ? {
        values: {
          N: b.nitrogen,
          P: b.phosphorus,
          K: b.potassium,
          temperature: b.temperature,
          humidity: b.humidity,
          ph: reading.ph,
          rainfall: b.rainfall,
        },
        from: FROM,
      }
    : null;
  const device = inputs ? predictCrop(inputs.values) : null;
  return {
    status: 'success' as const,
    predicted_crops_user: user,
    predicted_crops_device: device,
    df_db_display: display,
    device_inputs: inputs && reading ? { ...inputs, note: deviceNote(inputs.values, reading) } : null,
  };
}

async function latestReadingOf(d: DeviceReadings, caller: Caller, deviceId?: string) {
  try {
    const device = await d.devices.resolve(caller, deviceId);
    const reading = await d.queries.latest(device.id);
    return reading && { deviceId: device.id, reading };
  } catch (err) {
    // A caller with no device (or another's device id) simply has no device prediction.
    if (err instanceof AppError && err.code === 'NOT_FOUND' && !deviceId) return null;
    throw err;
  }
}
